import type { TUser } from '@safar/contracts';
import { PageState } from '@/components/page-state';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { AgentLayout } from '@/layouts/agent-layout';
import { PublicLayout } from '@/layouts/public-layout';

/** An approved agent, who searches in the agent portal and sees net, margin and gross. */
export const isPortalAgent = (user: TUser | null | undefined) =>
  user?.role === 'agent' && user.is_approved === '1' && user.is_formFilled === '1';

/**
 * /flight/details is one address for everyone (the one the results link to): an approved agent
 * sees it inside the agent portal, anyone else inside the storefront. The API decides which
 * prices each may see.
 */
export function FlightDetailsShell() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageState state="loading" />;
  return isPortalAgent(user) ? <AgentLayout /> : <PublicLayout />;
}

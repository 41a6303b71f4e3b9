import type { TListedItemKind } from '@safar/contracts';
import { listedItems } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '@/core/types';

/**
 * listedItemsScope: each resource reads its own kind; visitors and every role but admin (who keeps
 * the lists) see the active items only, as the public pages show them.
 */
export const listedItemsScope = (kind: TListedItemKind) => ({
  reader: (user: AuthUser) => and(eq(listedItems.kind, kind), user.role === 'admin' ? undefined : eq(listedItems.active, true)),
  visitor: () => and(eq(listedItems.kind, kind), eq(listedItems.active, true)),
});

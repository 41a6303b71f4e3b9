import { deposits, type Tx } from '@safar/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { forbidden } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TUploadRow } from '@/modules/uploads/uploads.presenter';

/**
 * depositsScope: an agent reaches only its own agency's deposits (another agency's is "not
 * found", so its existence does not leak); finance staff reach all of them.
 */
export function depositsScope(user: AuthUser) {
  if (user.role !== 'agent') return undefined;
  if (!user.agencyId) throw forbidden();
  return eq(deposits.agencyId, user.agencyId);
}

/** The {agent} routes: an agent may only ask about itself (403 before anything is looked up). */
export function assertDepositAgentSelf(user: AuthUser, agentUserId: string): void {
  if (user.role === 'agent' && user.id !== agentUserId) throw forbidden();
}

/**
 * A receipt belongs to the deposit's agency: an agent's upload of that agency, or (staff
 * submitting for an agency) a file the same staff member uploaded, which has no agency.
 */
export function receiptUsableFor(upload: TUploadRow, agencyId: string, actor: AuthUser): boolean {
  if (upload.deletedAt) return false;
  if (upload.agencyId === agencyId) return true;
  return actor.role !== 'agent' && upload.agencyId === null && upload.uploadedBy === actor.id;
}

/** The uploads guard (registered by the deposits routes): a live deposit's receipt cannot be deleted. */
export async function depositReceiptInUse(tx: Tx, upload: TUploadRow): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(deposits)
    .where(and(eq(deposits.receiptUploadId, upload.id), isNull(deposits.deletedAt)))
    .limit(1);
  return Boolean(row);
}

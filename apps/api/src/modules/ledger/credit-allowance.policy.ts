import type { Tx } from '@safar/db';
import type { TActor } from '@/modules/users/users.policy';
import { assertSecondPerson } from './ledger.policy';

/**
 * Maker-checker on a credit allowance change: a second staff member decides it, never the
 * maker (403 messages.allowance_own) nor an account the maker created (403 checker_created_by_maker).
 */
export async function assertCanDecideAllowanceRequest(tx: Tx, actor: TActor, request: { makerId: string }): Promise<void> {
  await assertSecondPerson(tx, actor, request.makerId, 'messages.allowance_own');
}

import type { Tx } from '@safar/db';
import { sql } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import type { TActor } from '@/modules/users/users.policy';

/** How many accounts up the created_by chain the four-eyes check looks (a guard against a cycle in bad data). */
const MAX_CREATOR_DEPTH = 32;

const refuse = (key: string) => new AppError('forbidden', { key });

/**
 * Whether `accountId` was created by `makerId`, directly or through accounts that the maker
 * created (a maker who creates a helper who creates the checker is still the checker's author).
 */
export async function createdByMaker(tx: Tx, accountId: string, makerId: string): Promise<boolean> {
  const result = (await tx.execute(sql`
    with recursive creators(id, created_by, depth) as (
      select id, created_by, 0 from users where id = ${accountId}
      union all
      select u.id, u.created_by, c.depth + 1 from users u inner join creators c on u.id = c.created_by
      where c.depth < ${MAX_CREATOR_DEPTH}
    )
    select exists (select 1 from creators where created_by = ${makerId}) as found`)) as unknown as { rows: { found: boolean }[] };
  return Boolean(result.rows[0]?.found);
}

/**
 * Four eyes on money: whoever checks (approves, confirms) what another person made or asked
 * for is neither that person nor an account that person created. Answered 403 with a message
 * that names the rule, so the screen can say why: `ownKey` when the checker is the maker, and
 * one shared message when the checker's account comes from the maker.
 */
export async function assertSecondPerson(tx: Tx, checker: TActor, makerId: string | null, ownKey: string): Promise<void> {
  if (!makerId) return;
  if (makerId === checker.id) throw refuse(ownKey);
  if (await createdByMaker(tx, checker.id, makerId)) throw refuse('messages.checker_created_by_maker');
}

/** Maker-checker on a manual adjustment: a second staff member decides it (403 with its own message for the maker). */
export async function assertCanDecideAdjustment(tx: Tx, actor: TActor, adjustment: { makerId: string }): Promise<void> {
  await assertSecondPerson(tx, actor, adjustment.makerId, 'messages.adjustment_own');
}

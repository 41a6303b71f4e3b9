import { MAX_AMOUNT_MINOR, type TLedgerTransactionKind, type TProduct } from '@safar/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, newId, nextTransactionReference, type Tx } from '@safar/db';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '@/core/app-error';
import { slot, sqlBuiltOnce } from '@/core/prepared';
import { accountFor, LedgerIntegrityError, type TAccountKey, type TAccountRef, type TLedgerAccountRow } from './ledger-accounts';

export { LedgerIntegrityError } from './ledger-accounts';
export type TLedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type TLedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The 422 "Insufficient Balance" answer; nothing has been written when it is thrown. */
export const insufficientBalance = () => new AppError('insufficient_balance');

export interface TEntryInput {
  /** The account by id, or by key (walletKey, bankKey, systemKey: found, or created on first use, under the same lock). */
  account: TAccountRef;
  /** Signed minor units: > 0 credits the account (raises its balance), < 0 debits it. */
  amountMinor: number;
  /** Refuse the posting (422 "Insufficient Balance", nothing written) if this account would end below zero available. */
  keepAvailable?: boolean;
}

export interface TPostInput {
  kind: TLedgerTransactionKind;
  description: string;
  entries: TEntryInput[];
  createdBy?: string | null;
  onBehalfOfId?: string | null;
  reversesTransactionId?: string | null;
  source?: { type: string; id: string } | null;
  /** The product that earned the revenue in it (profit and loss by product); bookings set it. */
  product?: TProduct | null;
  /**
   * The id and reference (nextTransactionReference) the caller already gave the transaction,
   * so rows that name it could be written before the posting and the posting be the last
   * statement before commit; made here when absent.
   */
  reserved?: { id: string; reference: string } | null;
}

export interface TPosted {
  transaction: TLedgerTransactionRow;
  /** In the order of the input entries. */
  entries: TLedgerEntryRow[];
  /** The touched accounts after the posting, in the order of the input entries. */
  accounts: TLedgerAccountRow[];
}

function assertAmounts(entries: TEntryInput[]): void {
  if (entries.length < 2) throw new LedgerIntegrityError('a transaction needs at least two entries');
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amountMinor) || e.amountMinor === 0 || Math.abs(e.amountMinor) > MAX_AMOUNT_MINOR) {
      throw new LedgerIntegrityError(`entry amount ${e.amountMinor} is not a non-zero integer within ±10^15`);
    }
  }
}

/** Sum of entry amounts per currency; every sum must be zero for a transaction to balance. */
export function sumsByCurrency(entries: { amountMinor: number; currency: string }[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const e of entries) sums.set(e.currency, (sums.get(e.currency) ?? 0) + e.amountMinor);
  return sums;
}

/** What the posting statement answers, as JSON (the same on both drivers). */
interface TPostingAnswer {
  /** Each entry's account after the posting (absent: no such account yet). */
  accounts: (Omit<TLedgerAccountRow, 'createdAt'> & { ord: number; createdAt: string })[] | null;
  distinct: boolean;
  balanced: boolean;
  covered: boolean;
  written: { reference: string; createdAt: string; negative: boolean } | null;
  entries: { id: string; createdAt: string }[] | null;
}

/**
 * The whole posting as one statement, so the account locks are held for one statement and the
 * commit, with no round trip to the API in between: lock the accounts (id order), compute
 * their balances after, check that every entry found its account, no account appears twice,
 * the entries balance per currency and every `keepAvailable` account stays at zero or above;
 * only then write the transaction, its entries and the new balances. It answers what it found,
 * so a refusal is explained without a second query.
 *
 * Every payment, refund and deposit posts, so the statement is built once per shape (see
 * builtOnce): the number of entries, which name their account by id and which by key (and which
 * parts of the key are empty), and whether the reference was given. Its values are slots.
 */
function postingShape(input: TPostInput): { key: string; build: () => SQL } {
  const refs = input.entries.map((e) => e.account);
  const part = (ref: TAccountRef) =>
    typeof ref === 'string' ? 'i' : `k${+(ref.ownerType === null)}${+(ref.ownerId === null)}${+(ref.purpose === null)}`;
  const key = `${refs.map(part).join('')}${input.reserved ? 'r' : ''}`;
  const build = () => {
    const moves = sql.join(
      refs.map(
        (_, i) =>
          sql`(${i}::int, ${slot(`e${i}`)}::uuid, ${slot(`id${i}`)}::uuid, ${slot(`kind${i}`)}::text, ${slot(`ownerType${i}`)}::text, ${slot(`ownerId${i}`)}::uuid, ${slot(`purpose${i}`)}::text, ${slot(`currency${i}`)}::text, ${slot(`amount${i}`)}::bigint, ${slot(`keep${i}`)}::boolean)`,
      ),
      sql`, `,
    );
    // Each account by its id, or by its key through the owner index (an empty part as `is null`).
    const nullable = (
      column: typeof ledgerAccounts.ownerType | typeof ledgerAccounts.ownerId | typeof ledgerAccounts.purpose,
      name: string,
      empty: boolean,
    ) => (empty ? sql`${column} is null` : sql`${column} = ${slot(name)}`);
    const where = sql.join(
      refs.map((ref, i) =>
        typeof ref === 'string'
          ? sql`${ledgerAccounts.id} = ${slot(`id${i}`)}::uuid`
          : sql`(${ledgerAccounts.kind} = ${slot(`kind${i}`)} and ${nullable(ledgerAccounts.ownerType, `ownerType${i}`, ref.ownerType === null)} and ${nullable(ledgerAccounts.ownerId, `ownerId${i}`, ref.ownerId === null)} and ${nullable(ledgerAccounts.purpose, `purpose${i}`, ref.purpose === null)} and ${ledgerAccounts.currency} = ${slot(`currency${i}`)})`,
      ),
      sql` or `,
    );
    const reference = input.reserved ? sql`${slot('reference')}::text` : nextTransactionReference;
    return sql`
    with moves (ord, entry_id, id, kind, owner_type, owner_id, purpose, currency, amount, keep_available) as (values ${moves}),
    locked as materialized (
      select * from ${ledgerAccounts} where ${where}
      order by id for no key update
    ),
    after as materialized (
      select m.ord, m.entry_id, m.amount, m.keep_available, l.id, l.code, l.kind, l.owner_type, l.owner_id, l.purpose, l.currency,
             l.credit_allowance_minor, l.balance_minor + m.amount as balance_minor, l.created_at
      from moves m join locked l
        on (m.id is not null and l.id = m.id)
        or (m.id is null and l.kind = m.kind and l.owner_type is not distinct from m.owner_type and l.owner_id is not distinct from m.owner_id
            and l.purpose is not distinct from m.purpose and l.currency = m.currency)
    ),
    verdict as (
      select
        (select count(*) from after) = ${refs.length} as complete,
        (select count(distinct id) from after) = (select count(*) from after) as distinct_accounts,
        not exists (select 1 from after group by currency having sum(amount) <> 0) as balanced,
        not exists (select 1 from after where keep_available and balance_minor + credit_allowance_minor < 0) as covered,
        exists (select 1 from after where kind = 'agency_wallet' and amount < 0 and balance_minor + credit_allowance_minor < 0) as negative
    ),
    written as (
      insert into ${ledgerTransactions} (id, reference, kind, description, reverses_transaction_id, negative, source, product, created_by, on_behalf_of_id)
      select ${slot('transactionId')}::uuid, ${reference}, ${slot('kind')}::text, ${slot('description')}::text, ${slot('reverses')}::uuid, v.negative,
             ${slot('source')}::jsonb, ${slot('product')}::text, ${slot('createdBy')}::uuid, ${slot('onBehalfOf')}::uuid
      from verdict v where v.complete and v.distinct_accounts and v.balanced and v.covered
      returning reference, created_at, negative
    ),
    entries as (
      insert into ${ledgerEntries} (id, transaction_id, account_id, amount_minor, currency, balance_after_minor)
      select a.entry_id, ${slot('transactionId')}::uuid, a.id, a.amount, a.currency, a.balance_minor from after a where exists (select 1 from written)
      returning id, created_at, account_id, balance_after_minor
    ),
    balances as (
      update ${ledgerAccounts} set balance_minor = e.balance_after_minor from entries e where ${ledgerAccounts.id} = e.account_id returning e.id
    )
    select json_build_object(
      'accounts', (select json_agg(json_build_object('ord', a.ord, 'id', a.id, 'code', a.code, 'kind', a.kind, 'ownerType', a.owner_type, 'ownerId', a.owner_id,
                     'purpose', a.purpose, 'currency', a.currency, 'creditAllowanceMinor', a.credit_allowance_minor, 'balanceMinor', a.balance_minor, 'createdAt', a.created_at)) from after a),
      'distinct', v.distinct_accounts, 'balanced', v.balanced, 'covered', v.covered,
      'written', (select json_build_object('reference', w.reference, 'createdAt', w.created_at, 'negative', w.negative) from written w),
      'entries', (select json_agg(json_build_object('id', e.id, 'createdAt', e.created_at)) from entries e)
    )::text as answer
    from verdict v`;
  };
  return { key, build };
}

/** The posting's values, for the slots of its shape. */
function postingValues(input: TPostInput, transactionId: string, entryIds: string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {
    transactionId,
    reference: input.reserved?.reference ?? null,
    kind: input.kind,
    description: input.description,
    reverses: input.reversesTransactionId ?? null,
    source: input.source ? JSON.stringify(input.source) : null,
    product: input.product ?? null,
    createdBy: input.createdBy ?? null,
    onBehalfOf: input.onBehalfOfId ?? null,
  };
  input.entries.forEach((e, i) => {
    const key: Partial<TAccountKey> = typeof e.account === 'string' ? {} : e.account;
    Object.assign(values, {
      [`e${i}`]: entryIds[i],
      [`id${i}`]: typeof e.account === 'string' ? e.account : null,
      [`kind${i}`]: key.kind ?? null,
      [`ownerType${i}`]: key.ownerType ?? null,
      [`ownerId${i}`]: key.ownerId ?? null,
      [`purpose${i}`]: key.purpose ?? null,
      [`currency${i}`]: key.currency ?? null,
      [`amount${i}`]: String(e.amountMinor),
      [`keep${i}`]: e.keepAvailable === true,
    });
  });
  return values;
}

const postings = new Map<string, ReturnType<typeof sqlBuiltOnce<{ answer: string }>>>();

async function runPosting(tx: Tx, input: TPostInput, transactionId: string, entryIds: string[]): Promise<TPostingAnswer> {
  const shape = postingShape(input);
  let statement = postings.get(shape.key);
  if (!statement) postings.set(shape.key, (statement = sqlBuiltOnce<{ answer: string }>(shape.build())));
  const [row] = await statement(tx).execute(postingValues(input, transactionId, entryIds));
  return JSON.parse(row!.answer) as TPostingAnswer;
}

/**
 * Posts one balanced transaction inside the caller's database transaction (see
 * postingStatement). Accounts named by key that do not exist yet are created and the statement
 * run again. A wallet debit that ends below zero available is flagged `negative` (a debt).
 * Refusals throw and write nothing: 422 "Insufficient Balance" for an entry
 * with `keepAvailable`, LedgerIntegrityError (a programming error, 500) for the rest.
 *
 * Call it last before the commit where you can: other postings to these accounts wait until then.
 */
export async function postTransaction(tx: Tx, input: TPostInput): Promise<TPosted> {
  assertAmounts(input.entries);
  const transactionId = input.reserved?.id ?? newId();
  const entryIds = input.entries.map(() => newId());
  let answer = await runPosting(tx, input, transactionId, entryIds);
  const unmatched = () => input.entries.filter((_, i) => !answer.accounts?.some((a) => a.ord === i)).map((e) => e.account);
  const newKeys = unmatched().filter((ref): ref is TAccountKey => typeof ref !== 'string');
  if (newKeys.length > 0) {
    // First use of an account named by key (nothing was written): create it, then post again.
    for (const key of newKeys) await accountFor(tx, key);
    answer = await runPosting(tx, input, transactionId, entryIds);
  }

  const [unknown] = unmatched();
  if (unknown) throw new LedgerIntegrityError(`unknown ledger account ${JSON.stringify(unknown)}`);
  if (!answer.distinct) throw new LedgerIntegrityError('an account appears twice in one transaction');
  if (!answer.balanced) {
    const sums = sumsByCurrency(
      (answer.accounts ?? []).map((a) => ({ currency: a.currency, amountMinor: input.entries[a.ord]!.amountMinor })),
    );
    throw new LedgerIntegrityError(`entries do not balance per currency (${JSON.stringify(Object.fromEntries(sums))})`);
  }
  if (!answer.covered) throw insufficientBalance();
  if (!answer.written || !answer.entries) throw new LedgerIntegrityError('the posting wrote nothing');

  const accounts = [...answer.accounts!]
    .sort((a, b) => a.ord - b.ord)
    .map(({ ord: _ord, createdAt, ...a }) => ({ ...a, createdAt: new Date(createdAt) }));
  const entryCreatedAt = new Map(answer.entries.map((e) => [e.id, new Date(e.createdAt)]));
  return {
    transaction: {
      id: transactionId,
      reference: answer.written.reference,
      kind: input.kind,
      description: input.description,
      reversesTransactionId: input.reversesTransactionId ?? null,
      negative: answer.written.negative,
      source: input.source ?? null,
      product: input.product ?? null,
      createdBy: input.createdBy ?? null,
      onBehalfOfId: input.onBehalfOfId ?? null,
      createdAt: new Date(answer.written.createdAt),
    },
    entries: input.entries.map((e, i) => ({
      id: entryIds[i]!,
      transactionId,
      accountId: accounts[i]!.id,
      amountMinor: e.amountMinor,
      currency: accounts[i]!.currency,
      balanceAfterMinor: accounts[i]!.balanceMinor,
      createdAt: entryCreatedAt.get(entryIds[i]!)!,
    })),
    accounts,
  };
}

import type { TList, TNewsletterListQuery, TNewsletterSubscriber } from '@safar/contracts';
import { newsletterSubscribers, type DbOrTx } from '@safar/db';
import { and, asc, eq, ilike } from 'drizzle-orm';
import { orderFor } from '@/core/crud-list';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { TSubscriberRow } from './newsletter.service';

const SORTS = {
  created_at: newsletterSubscribers.createdAt,
  email: newsletterSubscribers.email,
  confirmed_at: newsletterSubscribers.confirmedAt,
};

export const toSubscriberView = (row: TSubscriberRow): TNewsletterSubscriber => ({
  id: row.id,
  email: row.email,
  status: row.status,
  locale: row.locale,
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** The list for staff: every address with its state, searchable by address. */
export async function listSubscribers(db: DbOrTx, q: TNewsletterListQuery): Promise<TList<TNewsletterSubscriber>> {
  const where = and(
    q.status ? eq(newsletterSubscribers.status, q.status) : undefined,
    q.search?.trim() ? ilike(newsletterSubscribers.email, containsPattern(q.search.trim())) : undefined,
  );
  return paginate(db, {
    rows: db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...orderFor(q, SORTS, newsletterSubscribers)),
    count: { from: newsletterSubscribers, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toSubscriberView),
  });
}

/** A CSV cell: quoted when it holds a quote, comma or line break; a leading = + - @ is neutralised so a spreadsheet never runs it. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The confirmed addresses as CSV (email, language, confirmed at), oldest first. */
export async function subscribersCsv(db: DbOrTx): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.status, 'subscribed'))
    .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
  const lines = rows.map((r) => [r.email, r.locale, r.confirmedAt?.toISOString() ?? ''].map(cell).join(','));
  return ['email,language,confirmed_at', ...lines].join('\r\n') + '\r\n';
}

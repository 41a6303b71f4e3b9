import type { TCapturedMail, TList, TPageQuery } from '@safar/contracts';
import { capturedMails, type DbOrTx } from '@safar/db';
import { desc, ilike } from 'drizzle-orm';
import { paginate } from '@/core/paging';

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Captured mails, newest first; `search` narrows by recipient. */
export async function listCapturedMails(db: DbOrTx, query: TPageQuery): Promise<TList<TCapturedMail>> {
  const where = query.search ? ilike(capturedMails.to, likePattern(query.search)) : undefined;
  return paginate(db, {
    rows: db
      .select()
      .from(capturedMails)
      .where(where)
      // UUIDv7 ids are time-ordered: they break ties between mails of the same instant.
      .orderBy(desc(capturedMails.createdAt), desc(capturedMails.id)),
    count: { from: capturedMails, where },
    page: query.page,
    perPage: query.per_page,
    present: (rows) =>
      rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        created_at: m.createdAt.toISOString(),
      })),
  });
}

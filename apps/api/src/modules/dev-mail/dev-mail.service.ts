import type { TCapturedMail, TList, TPageQuery } from '@safar/contracts';
import { capturedMails, type DbOrTx } from '@safar/db';
import { desc, ilike, sql } from 'drizzle-orm';
import { list } from '@/core/envelope';

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Captured mails, newest first; `search` narrows by recipient. */
export async function listCapturedMails(db: DbOrTx, query: TPageQuery): Promise<TList<TCapturedMail>> {
  const where = query.search ? ilike(capturedMails.to, likePattern(query.search)) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(capturedMails)
      .where(where)
      // UUIDv7 ids are time-ordered: they break ties between mails of the same instant.
      .orderBy(desc(capturedMails.createdAt), desc(capturedMails.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(capturedMails).where(where),
  ]);
  const items = rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, text: m.text, html: m.html, created_at: m.createdAt.toISOString() }));
  return list(items, query.page, query.per_page, count?.n ?? 0);
}

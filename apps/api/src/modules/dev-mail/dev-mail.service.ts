import type { TCapturedAttachment, TCapturedMail, TList, TPageQuery } from '@safar/contracts';
import { capturedMails, mailAttachments, type DbOrTx } from '@safar/db';
import { and, asc, desc, eq, ilike, inArray, isNotNull } from 'drizzle-orm';
import { paginate } from '@/core/paging';

const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The attachments of the given captured mails, by mail, in their order (names and sizes, not bytes). */
async function attachmentsOf(db: DbOrTx, mailIds: string[]): Promise<Map<string, TCapturedAttachment[]>> {
  const byMail = new Map<string, TCapturedAttachment[]>();
  if (mailIds.length === 0) return byMail;
  const rows = await db
    .select({
      id: mailAttachments.id,
      mailId: mailAttachments.capturedMailId,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.capturedMailId, mailIds))
    .orderBy(asc(mailAttachments.position));
  for (const r of rows) {
    const list = byMail.get(r.mailId!) ?? [];
    list.push({ id: r.id, filename: r.filename, content_type: r.contentType, size: r.size });
    byMail.set(r.mailId!, list);
  }
  return byMail;
}

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
    present: async (rows) => {
      const attachments = await attachmentsOf(
        db,
        rows.map((m) => m.id),
      );
      return rows.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        attachments: attachments.get(m.id) ?? [],
        created_at: m.createdAt.toISOString(),
      }));
    },
  });
}

/** One captured mail's attachment with its bytes; null when there is none by that id. */
export async function capturedAttachment(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ filename: mailAttachments.filename, contentType: mailAttachments.contentType, content: mailAttachments.content })
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, id), isNotNull(mailAttachments.capturedMailId)))
    .limit(1);
  return row?.content ? { filename: row.filename, contentType: row.contentType, content: row.content } : null;
}

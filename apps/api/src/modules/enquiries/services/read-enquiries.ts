import type { TEnquiryAssignee, TEnquiryDetails, TEnquiryListQuery, TEnquiryRow, TList } from '@safar/contracts';
import { enquiries, users, type DbOrTx } from '@safar/db';
import { and, asc, count, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { notFound } from '@/core/app-error';
import { orderFor } from '@/core/crud-list';
import { containsPattern } from '@/core/like';
import { paginate } from '@/core/paging';
import type { AuthUser } from '@/core/types';
import { ENQUIRY_DESK_ROLES, enquiriesScope } from '../enquiries.policy';
import { presentEnquiryDetails, selectEnquiryRows, toEnquiryRow } from '../enquiries.presenter';

const SORTS = {
  created_at: enquiries.createdAt,
  updated_at: enquiries.updatedAt,
  reference: enquiries.reference,
  status: enquiries.status,
};

/** The inbox: newest first unless sorted; filtered by status, kind and assignment; searched by reference, name, address and product. */
export async function listEnquiries(db: DbOrTx, user: AuthUser, q: TEnquiryListQuery): Promise<TList<TEnquiryRow>> {
  const term = q.search?.trim();
  const like = term ? containsPattern(term) : null;
  const where = and(
    enquiriesScope(),
    q.status ? eq(enquiries.status, q.status) : undefined,
    q.kind ? eq(enquiries.kind, q.kind) : undefined,
    q.assigned === 'me' ? eq(enquiries.assignedTo, user.id) : q.assigned === 'none' ? isNull(enquiries.assignedTo) : undefined,
    like
      ? or(
          ilike(enquiries.reference, like),
          ilike(enquiries.fullName, like),
          ilike(enquiries.email, like),
          ilike(enquiries.productTitle, like),
        )
      : undefined,
  );
  return paginate(db, {
    rows: selectEnquiryRows(db, where).orderBy(...orderFor(q, SORTS, enquiries)),
    count: { from: enquiries, where },
    page: q.page,
    perPage: q.per_page,
    present: (rows) => rows.map(toEnquiryRow),
  });
}

export async function enquiryDetails(db: DbOrTx, id: string): Promise<TEnquiryDetails> {
  const [row] = await selectEnquiryRows(db, and(enquiriesScope(), eq(enquiries.id, id)));
  if (!row) throw notFound();
  return presentEnquiryDetails(db, row);
}

/** What the menu's badge shows: enquiries nobody has acted on yet. */
export async function countNewEnquiries(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(enquiries)
    .where(and(enquiriesScope(), eq(enquiries.status, 'new')));
  return row?.n ?? 0;
}

/** The active staff an enquiry can be assigned to, by name. */
export async function listAssignees(db: DbOrTx): Promise<TEnquiryAssignee[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(inArray(users.role, [...ENQUIRY_DESK_ROLES]), eq(users.status, 'active')))
    .orderBy(asc(users.name), desc(users.id))
    .limit(500);
  return rows;
}

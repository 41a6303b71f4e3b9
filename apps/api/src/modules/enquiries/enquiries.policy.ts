import { ACCESS, type ENQUIRY_SET_STATUSES, type TRole } from '@safar/contracts';
import { enquiries, users, type DbOrTx, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { AppError, conflict, fieldError, notFound } from '@/core/app-error';
import { senderAgencyOf, type TEnquiryRecord } from './enquiries.presenter';

/** The roles of the inbox: enquiries are assigned to one of them. */
export const ENQUIRY_DESK_ROLES: readonly TRole[] = ACCESS.enquiriesDesk.roles;

/**
 * enquiriesScope: every staff member of the inbox sees every enquiry. A question is the agency's,
 * not one salesman's, and whoever is free answers it; assignment says who has taken it.
 */
export const enquiriesScope = () => undefined;

/** A reply goes to an enquiry still being handled: a closed or converted one is reopened first (409). */
export function assertRepliable(enquiry: TEnquiryRecord): void {
  if (enquiry.status === 'closed' || enquiry.status === 'converted') throw conflict('messages.enquiry_not_open');
}

/** A converted enquiry keeps its status: it names the booking it became (409). */
export function assertStatusChangeable(enquiry: TEnquiryRecord, status: (typeof ENQUIRY_SET_STATUSES)[number] | undefined): void {
  if (status !== undefined && enquiry.status === 'converted') throw conflict('messages.enquiry_converted');
}

/** An assignee is an active staff member of the inbox (422 on assigned_to otherwise). */
export async function assertAssignable(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  if (!user || !ENQUIRY_DESK_ROLES.includes(user.role)) throw fieldError('assigned_to', 'validation.enquiry_assignee');
}

/**
 * enquiryTravellersAgency: whose saved travellers the inbox reads through an enquiry, to pick them
 * into the booking it becomes. It is the agency of the agent who sent it, and only while the
 * enquiry can still become that agency's booking: a salesman, who reads no agency's travellers
 * otherwise, reaches an agency's passports only while converting its enquiry. An unknown enquiry
 * is 404; one not sent by an agent of an agency has no saved travellers (404 saying so); a closed
 * or converted one books nothing more (409).
 */
export async function enquiryTravellersAgency(db: DbOrTx, enquiryId: string): Promise<string> {
  const [found] = await db
    .select({ status: enquiries.status, senderRole: users.role, senderAgency: users.agencyId })
    .from(enquiries)
    .leftJoin(users, eq(users.id, enquiries.senderId))
    .where(and(enquiriesScope(), eq(enquiries.id, enquiryId)))
    .limit(1);
  if (!found) throw notFound();
  // The same test as the conversion's: only then is the booking the agency's.
  const agencyId = senderAgencyOf(found.senderRole, found.senderAgency);
  if (!agencyId) throw new AppError('not_found', { key: 'messages.enquiry_not_agency' });
  if (found.status === 'closed' || found.status === 'converted') throw conflict('messages.enquiry_travellers_closed');
  return agencyId;
}

import { ACCESS, type ENQUIRY_SET_STATUSES, type TRole } from '@safar/contracts';
import { users, type Tx } from '@safar/db';
import { and, eq } from 'drizzle-orm';
import { conflict, fieldError } from '@/core/app-error';
import type { TEnquiryRecord } from './enquiries.presenter';

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

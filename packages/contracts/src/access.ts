import type { TRole } from './roles';
import type { TUserAccessFacts } from './user';

/**
 * The access table. Every API route names one entry; the web guard uses the
 * same entries for its areas, so the client and the server agree.
 */
export const ACCESS = {
  /** Anyone, signed in or not: sign-in, registration, public catalogues, reference data. */
  public: { roles: 'anyone' },
  /** Any signed-in user, including an agent not yet approved (own profile, sign-out). */
  signedIn: { roles: 'any-signed-in' },
  /** Everything admin-only: staff, settings, activity log, agent approval. */
  admin: { roles: ['admin'] },
  /** Keeping what the public site shows: its images, page headers, promo banners and product catalogues. */
  catalogueWrite: { roles: ['admin'] },
  /**
   * Uploading a public image: staff who keep the catalogues, and approved agents, for the logo
   * their customers' documents show. Deleting one stays with catalogueWrite (an unused upload is
   * cleaned up a day later).
   */
  imageUpload: { roles: ['admin', 'agent'], approved: true },
  /** Finance: deposits, banks, transactions, ledgers, charges, credit allowance, P&L. */
  finance: { roles: ['admin', 'accounts'] },
  /** Reading users and agents (lists are narrowed by ownership policy for a salesman). */
  usersRead: { roles: ['admin', 'accounts', 'salesman', 'reservation'] },
  /** Creating and editing customers and agents (a salesman only those they created). */
  usersWrite: { roles: ['admin', 'salesman'] },
  /** Writing an agent's agency details: the agent its own, admin any, a salesman the agents it created. */
  agentDataWrite: { roles: ['admin', 'salesman', 'agent'] },
  /** Reading an agent with its agency: the agent itself, staff who read users (narrowed by ownership). */
  agentDataRead: { roles: ['admin', 'accounts', 'salesman', 'reservation', 'agent'] },
  /** An agent working on its own profile and agency form, approved or not. */
  agentSelf: { roles: ['agent'] },
  /** An approved agent: deposits, statement, charges, margins, bookings, files. */
  agentApproved: { roles: ['agent'], approved: true },
  /** Finance staff and approved agents: the active banks an agent deposits into, uploaded files (receipts). */
  financeOrAgent: { roles: ['admin', 'accounts', 'agent'], approved: true },
  /** Every staff role and approved agents: what the agency sells from its own stock (group tickets). */
  staffOrAgent: { roles: ['admin', 'accounts', 'salesman', 'reservation', 'agent'], approved: true },
  /** A customer on the storefront. */
  customer: { roles: ['customer'] },
  /**
   * Mailing a client a flight quote: approved agents (their own clients, at their agency's price)
   * and the staff who sell and book for clients (admin, salesman, reservation). Finance staff do
   * not sell, and customers do not quote themselves: neither may send mail to any address here.
   */
  flightQuote: { roles: ['admin', 'salesman', 'reservation', 'agent'], approved: true },
  /**
   * Reading an agency's saved travellers: approved agents (their own agency's) and the staff who
   * book for agencies (admin, reservation). Only the agency's agents write them.
   */
  travellersRead: { roles: ['admin', 'reservation', 'agent'], approved: true },
  /** Reading bookings: approved agents (their agency's), and staff who work or account for them. */
  bookingsRead: { roles: ['admin', 'accounts', 'reservation', 'agent'], approved: true },
  /** Acting on a booking (confirm, cancel): approved agents on their agency's, admin and reservation staff on any. */
  bookingsWork: { roles: ['admin', 'reservation', 'agent'], approved: true },
  /** Staff who book and ticket for agencies: admin and reservation. */
  bookingsDesk: { roles: ['admin', 'reservation'] },
  /**
   * The enquiries inbox (contact messages, product questions, group quotes): admin, and the staff
   * who turn a question into a sale, salesmen (customers and agents they bring in) and reservation
   * (dates, seats and bookings). Finance staff neither sell nor book.
   */
  enquiriesDesk: { roles: ['admin', 'reservation', 'salesman'] },
} as const satisfies Record<string, AccessRule>;

export interface AccessRule {
  roles: 'anyone' | 'any-signed-in' | readonly TRole[];
  /** Agents must be approved with the agency form filled (other roles have no approval step). */
  approved?: boolean;
}

export type TAccessEntry = keyof typeof ACCESS;
export const ACCESS_ENTRIES = Object.keys(ACCESS) as TAccessEntry[];

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden';

/** Decides an access entry for a user (null = not signed in). Ownership is checked elsewhere. */
export function decideAccess(entry: TAccessEntry, user: TUserAccessFacts | null): AccessDecision {
  const rule: AccessRule = ACCESS[entry];
  if (rule.roles === 'anyone') return 'allow';
  if (!user) return 'unauthenticated';
  if (user.status !== 'active') return 'unauthenticated';
  if (rule.roles === 'any-signed-in') return 'allow';
  if (!rule.roles.includes(user.role)) return 'forbidden';
  // Approval is an agent's onboarding step; staff entries shared with agents do not depend on it.
  if (rule.approved && user.role === 'agent' && (user.is_approved !== '1' || user.is_formFilled !== '1')) return 'forbidden';
  return 'allow';
}

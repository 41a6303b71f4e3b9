import { randomBytes } from 'node:crypto';
import { users, type Db, type DbOrTx } from '@safar/db';
import { eq } from 'drizzle-orm';
import { issueToken } from '@/core/authenticate';
import { hashPassword } from '@/core/passwords';

type UserRow = typeof users.$inferSelect;
type UserInsert = typeof users.$inferInsert;

export const FACTORY_PASSWORD = 'factory-password';
// argon2id is slow on purpose; hash the shared test password once per test file.
let factoryHash: Promise<string> | null = null;

/**
 * Inserts a user straight into the database: an active, verified customer unless overridden.
 * Pass `password` to give it another password; the row comes back with `password` beside it.
 */
export async function buildUser(
  db: DbOrTx,
  overrides: Partial<Omit<UserInsert, 'passwordHash'>> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = FACTORY_PASSWORD, ...rest } = overrides;
  const passwordHash =
    password === FACTORY_PASSWORD ? await (factoryHash ??= hashPassword(FACTORY_PASSWORD)) : await hashPassword(password);
  const role = rest.role ?? 'customer';
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test User',
      email: `user-${randomBytes(5).toString('hex')}@example.test`,
      role,
      emailVerifiedAt: new Date(),
      isApproved: role !== 'agent',
      isFormFilled: role !== 'agent',
      ...rest,
      passwordHash,
    })
    .returning();
  return { ...row!, password };
}

/**
 * A bearer token for an existing user, looked up by email, issued directly (no OTP round trip).
 * For tests that are not about sign-in; the sign-in tests use TestApp.signIn.
 */
export async function tokenFor(t: { database: { db: Db } }, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new Error(`tokenFor: no user ${email}`);
  return (await issueToken(t.database.db, user.id, { ip: '127.0.0.1' })).token;
}

/** The calendar day `days` after today (UTC), YYYY-MM-DD: group tickets in tests fly relative to the day the test runs. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A valid POST /group-tickets body: Saudia KHI → JED 30 days from now (04:30 Karachi → 07:05
 * Jeddah), back JED → KHI a week later, 40 economy seats in PKR, cut-off two days before. The
 * airline and airports must exist: `ensureDemoAirRows` (seed/demo-air.ts) inserts them.
 * Overrides replace top-level fields.
 */
export function buildGroupTicket(overrides: Record<string, unknown> = {}, daysAhead = 30): Record<string, unknown> {
  const out = dayFromNow(daysAhead);
  const back = dayFromNow(daysAhead + 7);
  return {
    airline_code: 'SV',
    title: 'Umrah group',
    trip_type: 'return',
    outbound_legs: [
      {
        flight_number: 'SV 701',
        origin: 'KHI',
        destination: 'JED',
        departure_local: `${out}T04:30`,
        arrival_local: `${out}T07:05`,
        aircraft: '320',
      },
    ],
    return_legs: [
      { flight_number: 'SV 700', origin: 'JED', destination: 'KHI', departure_local: `${back}T08:30`, arrival_local: `${back}T15:20` },
    ],
    cabin_class: 'economy',
    baggage: { carry_on_pieces: 1, carry_on_kg: 7, checked_pieces: 2, checked_kg: 23 },
    seats_total: 40,
    currency: 'PKR',
    fares: {
      adult: { net_minor: 17_500_000, selling_minor: 18_950_000 },
      child: { net_minor: 15_000_000, selling_minor: 16_200_000 },
      infant: { net_minor: 3_000_000, selling_minor: 3_500_000 },
    },
    booking_cutoff_at: `${dayFromNow(daysAhead - 2)}T18:00:00+05:00`,
    refundable: false,
    change_penalty_note: 'PKR 5,000 per change before the cut-off',
    refund_penalty_note: null,
    ...overrides,
  };
}

/**
 * A valid POST /visas body: a published 30-day single-entry UAE tourist visa in PKR, two
 * documents (a passport scan to upload, a ticket to show). Overrides replace top-level fields.
 */
export function buildVisa(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    country_code: 'AE',
    visa_type: 'tourist',
    entries: 'single',
    processing_days_min: 3,
    processing_days_max: 5,
    validity_days: 60,
    max_stay_days: 30,
    documents: [
      { label_en: 'Passport scan', label_ar: 'صورة جواز السفر', upload: true },
      { label_en: 'Return ticket', label_ar: 'تذكرة العودة', upload: false },
    ],
    currency: 'PKR',
    adult_price_minor: 3_500_000,
    child_price_minor: 2_500_000,
    agent_adult_price_minor: 3_200_000,
    agent_child_price_minor: 2_300_000,
    title_en: 'UAE tourist visa, 30 days',
    title_ar: 'تأشيرة سياحية للإمارات لمدة 30 يومًا',
    summary_en: 'Single entry, up to 30 days in the Emirates.',
    summary_ar: 'دخول واحد، حتى 30 يومًا في الإمارات.',
    description_en: 'Apply with a passport valid for six months.',
    description_ar: 'قدّم بجواز سفر صالح لستة أشهر.',
    status: 'published',
    ...overrides,
  };
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { agencies, cities, users } from '../schema/index';

export const DEMO_PASSWORD = 'demo-password';

type Role = 'admin' | 'accounts' | 'salesman' | 'reservation' | 'agent' | 'customer';
interface DemoUser {
  email: string;
  name: string;
  role: Role;
  approved?: boolean;
  agency?: { name: string; contactPerson: string; licence: string; city: string };
  createdBy?: string;
}

/** The demo accounts listed in README.md. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'admin@example.com', name: 'Amina Admin', role: 'admin' },
  { email: 'accounts@example.com', name: 'Omar Accounts', role: 'accounts' },
  { email: 'salesman@example.com', name: 'Sara Sales', role: 'salesman' },
  { email: 'reservation@example.com', name: 'Rashid Reservations', role: 'reservation' },
  { email: 'customer@example.com', name: 'Carla Customer', role: 'customer' },
  {
    email: 'agent@example.com',
    name: 'Ali Agent',
    role: 'agent',
    approved: true,
    agency: { name: 'Crescent Travels', contactPerson: 'Ali Raza', licence: 'IATA-PK-20451', city: 'Lahore' },
  },
  {
    email: 'pending-agent@example.com',
    name: 'Pervaiz Pending',
    role: 'agent',
    approved: false,
    agency: { name: 'Skyline Tours', contactPerson: 'Pervaiz Khan', licence: 'DTS-KHI-7782', city: 'Karachi' },
  },
  { email: 'new-agent@example.com', name: 'Nadia New', role: 'agent' },
  { email: 'walk-in@example.com', name: 'Walid Walk-in', role: 'customer', createdBy: 'salesman@example.com' },
];

/**
 * Demo data for development: seeded on the first start only (when there are no users).
 * `hashPassword` comes from the API so the seed uses the same hashing as sign-in.
 */
export async function seedDemo(db: Db, hashPassword: (plain: string) => Promise<string>): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const u of DEMO_USERS) {
      let agencyId: string | null = null;
      if (u.agency) {
        const [city] = await tx
          .select({ id: cities.id })
          .from(cities)
          .where(and(eq(cities.countryCode, 'PK'), eq(cities.name, u.agency.city)))
          .limit(1);
        const [agency] = await tx
          .insert(agencies)
          .values({
            name: u.agency.name,
            contactPerson: u.agency.contactPerson,
            phone: '+92 42 3576 1100',
            address: `12 Mall Road, ${u.agency.city}`,
            countryCode: 'PK',
            cityId: city?.id ?? null,
            licenceNumber: u.agency.licence,
          })
          .returning({ id: agencies.id });
        agencyId = agency!.id;
      }
      const [created] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          role: u.role,
          passwordHash,
          emailVerifiedAt: new Date(),
          isApproved: u.approved ?? u.role !== 'agent',
          isFormFilled: u.role !== 'agent' || Boolean(u.agency),
          approvedAt: u.approved ? new Date() : null,
          agencyId,
          createdBy: u.createdBy ? (ids.get(u.createdBy) ?? null) : null,
        })
        .returning({ id: users.id });
      ids.set(u.email, created!.id);
    }
  });
  return true;
}

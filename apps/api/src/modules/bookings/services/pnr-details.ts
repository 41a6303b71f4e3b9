import { FLIGHT_SUPPLIER_CODES, type TPnrDetails } from '@safar/contracts';
import { bookings, type Db } from '@safar/db';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '@/core/app-error';
import type { AuthUser } from '@/core/types';
import type { TSupplierBooking } from '@/modules/flights/suppliers/supplier';
import type { TBookingDeps } from '../booking-deps';
import { callSupplier } from '../booking-supplier';
import { bookingsScope } from '../bookings.policy';
import { presentRows } from './read-bookings';

interface TPnrPayload {
  travellers?: { ref: string; name: string }[];
}

function presentSupplierPnr(code: string, b: TSupplierBooking): NonNullable<TPnrDetails['supplier']> {
  const payload = (b.payload ?? {}) as TPnrPayload;
  return {
    supplier: code,
    pnr: b.pnr,
    status: b.status,
    currency: b.currency,
    total_minor: b.totalMinor,
    payment_deadline: b.paymentDeadline,
    void_deadline: b.voidDeadline,
    passengers: (payload.travellers ?? []).map((t) => t.name),
    tickets: b.tickets.map((t) => ({ ref: t.travellerRef, number: t.number })),
    slices: b.offer?.slices ?? [],
  };
}

/**
 * A record locator as Safar and the supplier know it: the reader's bookings under it, and the
 * supplier's record now. Staff may also look up a PNR Safar did not make (one made at another
 * terminal, before it is brought in); an agent sees only its own agency's, so a locator of
 * another agency's reveals nothing.
 */
export async function pnrDetails(deps: TBookingDeps, user: AuthUser, pnr: string, timeZone: string): Promise<TPnrDetails> {
  const db: Db = deps.app.db;
  const ours = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.pnr, pnr), bookingsScope(user)))
    .orderBy(desc(bookings.createdAt));
  if (ours.length === 0 && user.role === 'agent') throw notFound();
  const codes = ours.length > 0 ? [ours[0]!.supplierCode] : [...FLIGHT_SUPPLIER_CODES];
  let supplier: TPnrDetails['supplier'] = null;
  for (const code of codes) {
    const adapter = await deps.flights.registry.afterSale(code);
    if (!adapter) continue;
    const own = ours.find((b) => b.supplierCode === code && b.supplierOrderKey);
    if (!own && !adapter.capabilities.has('import_pnr')) continue;
    const answer = await callSupplier((ctx) => (own ? adapter.retrieve(own.supplierOrderKey!, ctx) : adapter.importPnr(pnr, ctx)), 15_000);
    if (answer.outcome === 'answered') {
      supplier = presentSupplierPnr(code, answer.value);
      break;
    }
  }
  if (ours.length === 0 && !supplier) throw notFound();
  return { pnr, bookings: await presentRows(db, ours, user, timeZone), supplier };
}

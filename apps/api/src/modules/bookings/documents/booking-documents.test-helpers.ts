import { agencies, type Db } from '@safar/db';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { pagesOf } from '@/core/pdf/pdf.test-helpers';
import { buildAgency } from '@/modules/ledger/ledger.test-helpers';
import { call } from '@/modules/users/users.test-helpers';
import { buildUser, tokenFor } from '@/test/factories';
import { adult, type TBookingWorld } from '../bookings.test-kit';

/** A booking as the API answers it, with what the documents' tests read. */
export interface TBooked {
  id: string;
  reference: string;
  pnr: string;
  status: string;
  due_minor: number;
  gross_minor: number;
  passenger_list: { given_name: string; family_name: string; ticket_number: string | null }[];
}

let n = 0;
/** A passenger name no other booking of the file has (the duplicate guard would ask otherwise). */
export const someone = () =>
  adult({ given_name: `DOC${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n++ / 26))}` });

/** Books one adult for the demo agent: ticketed at once, or held. */
export async function bookOne(w: TBookingWorld, ticket: boolean): Promise<TBooked> {
  const res = await w.book(await w.searchOffer(), { passengers: [someone()], ticketing: ticket ? 'now' : 'hold' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.booking as TBooked;
}

/** The agent's own markup on flights, so the customer's price differs from what the agency pays. */
export async function setAgentMarkup(w: TBookingWorld, percent: string): Promise<void> {
  const saved = await call(w.t, 'POST', '/api/save-agent-margin', w.tok.agent, {
    margins: [{ product: 'flight', type: 'percent', percent }],
  });
  expect(saved.status).toBe(200);
}

/** A token of an approved agent of another agency. */
export async function otherAgentToken(db: Db): Promise<string> {
  const agency = await buildAgency(db, 'Elsewhere Travels');
  const agent = await buildUser(db, { role: 'agent', agencyId: agency.id, isApproved: true, isFormFilled: true });
  return tokenFor({ database: { db } }, agent.email);
}

export async function agencyName(db: Db, agencyId: string): Promise<string> {
  const [row] = await db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, agencyId));
  return row!.name;
}

/** Every text of the PDF as one string, the way a reader extracts it. */
export const pdfText = async (pdf: Buffer) => (await pagesOf(pdf)).map((items) => items.map((i) => i.str).join('\n')).join('\n');

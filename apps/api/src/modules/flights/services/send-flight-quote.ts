import type { TSendQuote } from '@safar/contracts';
import { agencies } from '@safar/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '@/core/activity';
import { queueMails } from '@/core/mail/outbox';
import type { AuthUser } from '@/core/types';
import { agencyLetterhead, letterheadLogo } from '@/modules/agent-profile/agency-letterhead';
import { savedAgencyProfile } from '@/modules/agent-profile/agent-profile.service';
import { quoteFileName, quoteMail } from '../quotes/quote-mail';
import { renderQuotePdf } from '../quotes/quote-pdf';
import { quoteText } from '../quotes/quote-text';
import { flightQuote } from './flight-quote';
import { lookupAirports } from './reference-lookups';

/**
 * The agency a quote comes from: the agent's, under its public profile's name and letterhead once
 * it has saved one; none for staff, who send in Safar's own name.
 */
async function senderAgency(req: FastifyRequest, sender: AuthUser) {
  if (sender.role !== 'agent' || !sender.agencyId) return { name: null, profile: null };
  const [[agency], profile] = await Promise.all([
    req.server.db.select({ name: agencies.name }).from(agencies).where(eq(agencies.id, sender.agencyId)).limit(1),
    savedAgencyProfile(req.server.db, sender.agencyId),
  ]);
  return { name: profile?.displayName ?? agency?.name ?? null, profile };
}

/**
 * Mails a client the quote of a stored offer, in the client's language, with the quote as PDF.
 * The PDF is made before the transaction (it takes the CPU, not the database); the mail with its
 * attachment and the activity entry then commit together, and the mail job sends it after the
 * answer. The entry names the offer, the reference, the address and the language, never the bytes.
 */
export async function sendFlightQuote(req: FastifyRequest, sender: AuthUser, input: TSendQuote): Promise<{ reference: string }> {
  const { db } = req.server;
  const quote = await flightQuote(db, input.flight_id, sender);
  const codes = [...new Set(quote.slices.flatMap((s) => [s.origin, s.destination]))];
  const [places, agency] = await Promise.all([lookupAirports(db, codes), senderAgency(req, sender)]);
  const letterhead = agency.profile && agency.name ? agencyLetterhead(agency.profile, agency.name, input.language) : null;
  const text = quoteText(
    quote,
    { client: input.client_name, agency: agency.name, note: input.note ? input.note : null, letterhead },
    { places, timeZone: req.server.config.agencyTimezone, issuedAt: new Date() },
    input.language,
  );
  const pdf = await renderQuotePdf(text, await letterheadLogo(req, letterhead));

  await db.transaction(async (tx) => {
    await queueMails(tx, req, [
      {
        to: input.client_email,
        kind: 'quote',
        ...quoteMail(text),
        attachments: [{ filename: quoteFileName(quote.reference), contentType: 'application/pdf', content: pdf }],
      },
    ]);
    await recordActivity(tx, req, {
      action: 'flight_quote.sent',
      subjectType: 'flight_offer',
      subjectId: input.flight_id,
      after: { flight_id: input.flight_id, reference: quote.reference, client_email: input.client_email, language: input.language },
    });
  });
  return { reference: quote.reference };
}

import { ZAncillaries, ZFlightIdQuery, ZPatchAncillaries } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '@/core/app-error';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import type { FlightsEnv } from './flights.env';
import { mayChangeExtras, mayReadOffer, type TOfferReader } from './flights.viewer';
import { loadOffer, type TStoredOffer } from './offers/offer-store';
import { getAncillaries, patchAncillaries } from './services/ancillaries';
import { offerGone } from './services/recheck-offer';

const tags = ['flights'];
const answer = envelope(z.strictObject({ ancillaries: ZAncillaries }));

/**
 * Bags and seats on an offer, until it expires: whoever may read the offer sees them; its owner and
 * the staff who book for others may choose them (see flights.viewer.ts).
 */
export function flightExtrasRoutes(base: FastifyInstance, env: FlightsEnv) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  const readable = async (reader: TOfferReader, flightId: string): Promise<TStoredOffer> => {
    const stored = await loadOffer(app.db, flightId);
    if (!stored || !mayReadOffer(reader, stored.viewer)) throw notFound();
    if (Date.parse(stored.priced.offer.expiresAt) <= Date.now()) throw offerGone();
    return stored;
  };
  const convertFor = async (stored: TStoredOffer) => {
    const deps = await env.searchDeps(stored.viewer, app.log);
    const rate = stored.rate;
    return (minor: number) => (rate ? deps.convert(minor, stored.supplierCurrency, deps.currency, rate) : minor);
  };

  app.get(
    '/ancillaries',
    {
      config: { access: 'public', ownership: 'storedOfferViewer', optionalUser: true },
      schema: {
        tags,
        summary: 'Bags and seats the supplier sells with an offer',
        querystring: ZFlightIdQuery,
        response: { 200: answer, ...errors(404, 410) },
      },
    },
    async (req) => {
      const reader = env.readerOf(req);
      const stored = await readable(reader, req.query.flight_id);
      const extras = await getAncillaries(app.db, stored, await env.registry.source(stored.supplierCode), await convertFor(stored));
      return ok(req, { ancillaries: { ...extras, may_change: mayChangeExtras(reader, stored.viewer) } });
    },
  );

  app.post(
    '/patch-ancillaries',
    {
      config: { access: 'public', ownership: 'storedOfferViewer', optionalUser: true },
      schema: {
        tags,
        summary: "Replace the traveller's choice of extras on an offer",
        body: ZPatchAncillaries,
        response: { 200: answer, ...errors(403, 404, 410, 422) },
      },
    },
    async (req) => {
      const reader = env.readerOf(req);
      const stored = await readable(reader, req.body.flight_id);
      if (!mayChangeExtras(reader, stored.viewer)) throw new AppError('forbidden');
      // The supplier's list is fetched first if nobody has opened it yet.
      await getAncillaries(app.db, stored, await env.registry.source(stored.supplierCode), await convertFor(stored));
      const extras = await patchAncillaries(app.db, req, stored, req.body);
      return ok(req, { ancillaries: { ...extras, may_change: true } }, 'messages.ancillaries_saved');
    },
  );
}

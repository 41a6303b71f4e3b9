import {
  zIdParams,
  ZSaveTraveller,
  ZTraveller,
  ZTravellerIdQuery,
  ZTravellerListQuery,
  ZTravellerRef,
  ZUpdateTraveller,
} from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { deleteTraveller, getTraveller, listTravellers, saveTraveller, updateTraveller } from './travellers.service';

const tags = ['travellers'];
const oneTraveller = envelope(z.strictObject({ traveller: ZTraveller }));
/** Staff read an agency's travellers to book for it; only the agency's own agents change them. */
const read = { access: 'travellersRead', ownership: 'travellersScope' } as const;
const write = { access: 'agentApproved', ownership: 'travellersScope' } as const;

/**
 * Saved travellers: the people an agency books for, kept to be picked into a checkout. The paths
 * are the ones the agencies' clients call.
 */
export async function travellersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/save-travellers',
    {
      config: { ...write, idempotency: 'optional' },
      schema: {
        tags,
        summary: "Save a traveller of the agent's agency",
        description:
          'Names are taken as the passport prints them in Latin letters (stored in capitals). The same given name, family name ' +
          'and birth date as a traveller the agency has is 409, naming that traveller.',
        body: ZSaveTraveller,
        response: { 200: oneTraveller, ...errors(409) },
      },
    },
    async (req) => ok(req, { traveller: await saveTraveller(app, req, requireUser(req), req.body) }, 'messages.traveller_saved'),
  );

  app.get(
    '/get-travellers',
    {
      config: read,
      schema: {
        tags,
        summary: "List an agency's travellers",
        description:
          "`q` matches the names and the passport number; `type` is the passenger type today (adult 12+, child 2–11, infant under 2). Agents list their own agency's; admin and reservation staff name the agency (`agency_id`).",
        querystring: ZTravellerListQuery,
        response: { 200: listEnvelope(ZTraveller), ...errors(404) },
      },
    },
    async (req) => ok(req, await listTravellers(app, requireUser(req), req.query)),
  );

  app.get(
    '/get-travellers/:id',
    {
      config: read,
      schema: { tags, summary: 'Read one traveller', params: zIdParams, response: { 200: oneTraveller, ...errors(404) } },
    },
    async (req) => ok(req, { traveller: await getTraveller(app, requireUser(req), req.params.id) }),
  );

  app.put(
    '/update-travellers',
    {
      config: write,
      schema: {
        tags,
        summary: 'Update a traveller',
        description: 'The body carries the id and every field (the whole traveller, as the form shows it).',
        body: ZUpdateTraveller,
        response: { 200: oneTraveller, ...errors(404, 409) },
      },
    },
    async (req) => ok(req, { traveller: await updateTraveller(app, req, requireUser(req), req.body) }, 'messages.traveller_saved'),
  );

  app.delete(
    '/delete-travellers',
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a traveller',
        querystring: ZTravellerIdQuery,
        response: { 200: envelope(z.strictObject({ traveller: ZTravellerRef })), ...errors(404) },
      },
    },
    async (req) => ok(req, { traveller: await deleteTraveller(app, req, requireUser(req), req.query.id) }, 'messages.traveller_deleted'),
  );
}

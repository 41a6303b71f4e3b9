import { ZAirline, ZAirlineLogoParams, ZUpdateAirlineMargin } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { notFound } from '@/core/app-error';
import { registerCrudRoutes } from '@/core/crud-routes';
import { ok } from '@/core/envelope';
import { envelope, errors, fileResponse } from '@/core/responses';
import { createFileStorage } from '@/core/storage';
import { registerUploadInUseCheck } from '@/modules/uploads/uploads.policy';
import { aircraftResource } from './aircraft.routes';
import { findAirlineLogo } from './airline-logos';
import { updateAirlineMargin } from './airline-margin.service';
import { airlineLogoInUse } from './airlines.policy';
import { airlineResource } from './airlines.routes';
import { airportResource } from './airports.routes';

const tags = ['air'];
const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Airports, airlines (with their logo and margin) and aircraft types. */
export async function airRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  registerCrudRoutes(app, airportResource);
  registerCrudRoutes(app, airlineResource);
  registerCrudRoutes(app, aircraftResource);
  registerUploadInUseCheck(airlineLogoInUse);
  const storage = createFileStorage(app.config);

  app.post(
    '/updateAirlineMargin',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: "Set or remove an airline's margin (fixed per passenger, or a percentage)",
        body: ZUpdateAirlineMargin,
        response: { 200: envelope(z.strictObject({ airline: ZAirline })), ...errors(404) },
      },
    },
    async (req) => {
      const airline = await updateAirlineMargin(app.db, req, requireUser(req), req.body);
      return ok(req, { airline }, req.body.margin ? 'messages.airline_margin_saved' : 'messages.airline_margin_removed');
    },
  );

  /*
   * Logos are public: visitors see them beside flight results, and an <img> sends no token. The
   * address names one upload that is an airline's logo; a new logo is a new upload, so the image
   * behind an address never changes and browsers may keep it.
   */
  app.get(
    '/airline-logos/:id',
    {
      config: { access: 'public', ownership: "an airline's current logo only" },
      schema: {
        tags,
        summary: "An airline's logo image",
        params: ZAirlineLogoParams,
        response: { 200: fileResponse('The logo image', LOGO_TYPES), ...errors(404) },
      },
    },
    async (req, reply) => {
      const logo = await findAirlineLogo(app.db, req.params.id);
      const stream = await storage.get(logo.fileName);
      if (!stream) throw notFound();
      return reply
        .type(logo.mime)
        .header('content-length', logo.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(stream);
    },
  );
}

import { SORT_KEYS, ZFlightDetailsAnswer, ZFlightSearchQuery, ZFlightSearchResult, searchDateProblem, todayIn } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/core/app-error';
import { perVisitorLimit } from '@/core/rate-limit';
import { ok } from '@/core/envelope';
import { envelope, errors } from '@/core/responses';
import type { FlightsEnv } from './flights.env';
import { priceViewOf } from './flights.viewer';
import { flightDetails } from './services/flight-details';
import { sortStoredSearch } from './services/sort-search';
import { stringifyWithRows } from './search/row-json';
import { searchFlights } from './search/search-flights';
import { searchSettingsOf } from './search/search-settings';

const tags = ['flights'];
/** The window a visitor's search allowance counts over. */
const VISITOR_ALLOWANCE_WINDOW_MS = 60 * 60_000;

/** Search, sort and offer details: open to visitors, priced for whoever asks (see flights.viewer.ts). */
export function flightsRoutes(base: FastifyInstance, env: FlightsEnv) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Visitors (callers not signed in) get an allowance of searches per client address per hour, an
  // admin setting: every search asks each supplier, and aggregators bill searches beyond a ratio to
  // bookings. It counts in the rate limiter's own store (in Redis when REDIS_URL is set, so every
  // process counts one address together) through `createRateLimit`, with the maximum read from the
  // setting on every visitor's search (one primary-key read, so a change applies at once in every
  // process). Not a route `config.rateLimit`: that would replace the global per-minute limit on this
  // route for every caller, signed in or not, instead of adding a bound for visitors only. It runs
  // after the query is checked, so a refused query is not counted; a search answered from the cache
  // is, as the allowance is about what one address asks, not about what a search costs. Signed-in
  // agents, customers and staff are not counted here.
  const visitorAllowance = perVisitorLimit(
    app,
    'visitor-search',
    async () => (await searchSettingsOf(app.db)).visitorSearchesPerHour,
    VISITOR_ALLOWANCE_WINDOW_MS,
    'messages.visitor_searches_exhausted',
  );

  app.get(
    '/flights',
    {
      config: { access: 'public', ownership: 'none', optionalUser: true },
      preHandler: visitorAllowance,
      // A thousand rows checked field by field against the schema on every answer cost more than
      // the rest of the search: the rows are built from typed code, and the tests check every
      // answer against the schema, so the answer is written out as it is, each row's JSON
      // written while the slower suppliers were awaited.
      serializerCompiler: () => stringifyWithRows,
      schema: {
        tags,
        summary: 'Search flights across the enabled suppliers',
        querystring: ZFlightSearchQuery,
        response: { 200: envelope(ZFlightSearchResult), ...errors(422, 429) },
      },
    },
    async (req, reply) => {
      const query = req.query;
      if (query.trip_type === 'multi_city')
        throw new AppError('validation_failed', {
          key: 'messages.multi_city_in_development',
          errors: { trip_type: ['messages.multi_city_in_development'] },
        });
      const problem = searchDateProblem(query, todayIn(app.config.agencyTimezone));
      if (problem) throw new AppError('validation_failed', { errors: { [problem.path]: [problem.message] } });
      const reader = env.readerOf(req, reply);
      return ok(req, await searchFlights(query, await env.searchDeps(reader.viewer, req.log), priceViewOf(reader, reader.viewer)));
    },
  );

  app.post(
    '/sort-flights',
    {
      config: { access: 'public', ownership: 'storedOfferViewer', optionalUser: true },
      schema: {
        tags,
        summary: "Sort an earlier search's results",
        body: z.object({ search_id: z.uuid({ error: 'validation.invalid' }), sort: z.enum(SORT_KEYS, { error: 'validation.one_of' }) }),
        response: { 200: envelope(z.strictObject({ flights: ZFlightSearchResult.shape.flights })), ...errors(404, 422) },
      },
    },
    async (req) => ok(req, { flights: await sortStoredSearch(req.body.search_id, req.body.sort, env.readerOf(req), env) }),
  );

  app.get(
    '/flight/:flight_id/:supplier/:isSooperFlight',
    {
      config: { access: 'public', ownership: 'storedOfferViewer', optionalUser: true },
      schema: {
        tags,
        summary: 'One offer with every segment, its conditions and its price, re-checked with the supplier',
        params: z.object({
          flight_id: z.string().max(80),
          supplier: z.string().max(40),
          isSooperFlight: z.enum(['true', 'false', '1', '0'], { error: 'validation.invalid' }),
        }),
        response: { 200: envelope(ZFlightDetailsAnswer), ...errors(404, 410) },
      },
    },
    async (req) => {
      const { flight_id, supplier, isSooperFlight } = req.params;
      const flight = await flightDetails(
        flight_id,
        { supplier, isSooperFlight: isSooperFlight === 'true' || isSooperFlight === '1' },
        env.readerOf(req),
        req.log,
        env,
      );
      return ok(req, { flight });
    },
  );
}

import {
  parseRate,
  type TCurrency,
  ZCreateExchangeRate,
  ZExchangeRate,
  ZExchangeRateListQuery,
  ZUpdateExchangeRate,
} from '@safar/contracts';
import { exchangeRates } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { assertForeignCurrency } from './exchange-rates.policy';
import { toExchangeRateView } from './exchange-rates.presenter';

/** A rate that passed the schema always parses; the schema refused anything else. */
const millionths = (rate: string) => parseRate(rate)!;

/**
 * Dated exchange rates into the agency's currency, kept by finance staff (admin, accounts).
 * Any rate may be deleted for now: nothing refers to one yet. Once offers keep the rate they
 * were priced at, a used rate will be refused here (409) like a bank with ledger entries.
 */
export const exchangeRateResource = (agencyCurrency: TCurrency) =>
  defineCrudResource({
    path: '/exchange-rates',
    table: exchangeRates,
    subject: 'exchange_rate',
    tags: ['exchange rates'],
    access: { read: 'finance', write: 'finance', readOwnership: 'none' },
    schemas: { create: ZCreateExchangeRate, update: ZUpdateExchangeRate, listQuery: ZExchangeRateListQuery, view: ZExchangeRate },
    searchColumns: [exchangeRates.currency, exchangeRates.note, exchangeRates.setByName],
    sortable: {
      effective_on: exchangeRates.effectiveOn,
      currency: exchangeRates.currency,
      created_at: exchangeRates.createdAt,
    },
    filters: (q) => [q.currency ? eq(exchangeRates.currency, q.currency) : undefined],
    unique: { exchange_rates_currency_day_unique: { field: 'effective_on', key: 'validation.rate_taken' } },
    toInsert: (b, user) => ({
      currency: b.currency,
      quoteCurrency: agencyCurrency,
      rateMillionths: millionths(b.rate),
      effectiveOn: b.effective_on,
      note: b.note ?? null,
      setBy: user.id,
      setByName: user.name,
    }),
    toUpdate: (b, user) => ({
      currency: b.currency,
      rateMillionths: b.rate === undefined ? undefined : millionths(b.rate),
      effectiveOn: b.effective_on,
      note: b.note,
      setBy: user.id,
      setByName: user.name,
      updatedAt: sql`now()`,
    }),
    present: toExchangeRateView,
    actions: { created: 'exchange_rate.created', updated: 'exchange_rate.updated', deleted: 'exchange_rate.deleted' },
    messages: { saved: 'messages.exchange_rate_saved', deleted: 'messages.exchange_rate_deleted' },
    hooks: {
      beforeCreate: async ({ input }) => assertForeignCurrency(input.currency, agencyCurrency),
      // A rate keeps the currency it was quoted in, even after AGENCY_CURRENCY changes.
      beforeUpdate: async ({ input, current }) => assertForeignCurrency(input.currency ?? current.currency, current.quoteCurrency),
    },
  });

/** GET/POST/PUT/DELETE /exchange-rates through the catalogue factory. */
export async function exchangeRatesRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, exchangeRateResource(app.config.agencyCurrency));
}

import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, unique, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { agencies, users } from './users';

/**
 * Margins by product: scope 'agent' is the markup an agency adds for its own
 * clients (agency_id set); scope 'customer' is the agency-wide B2C margin (agency_id null).
 * A rule is fixed (amount_minor + currency, per passenger) or a percentage in basis points.
 */
export const margins = pgTable(
  'margins',
  {
    id: idColumn(),
    scope: text('scope', { enum: ['agent', 'customer'] }).notNull(),
    agencyId: uuid('agency_id').references(() => agencies.id),
    product: text('product').notNull(),
    type: text('type', { enum: ['fixed', 'percent'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }),
    basisPoints: integer('basis_points'),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('margins_scope_unique').on(t.scope, t.agencyId, t.product).nullsNotDistinct(),
    check('margins_scope_agency', sql`(${t.scope} = 'agent') = (${t.agencyId} is not null)`),
    check(
      'margins_rule_shape',
      sql`(${t.type} = 'fixed' and ${t.amountMinor} between 0 and 1000000000000000 and ${t.currency} is not null and ${t.basisPoints} is null)
       or (${t.type} = 'percent' and ${t.basisPoints} between 0 and 100000 and ${t.amountMinor} is null and ${t.currency} is null)`,
    ),
  ],
);

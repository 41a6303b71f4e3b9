import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull().default(''),
  currency: varchar('currency', { length: 3 }),
  flag: text('flag').notNull().default(''),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryCode: varchar('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    stateCode: text('state_code').notNull().default(''),
    name: text('name').notNull(),
    /** Lower-cased name for prefix search. */
    searchName: text('search_name').notNull(),
    population: integer('population'),
  },
  (t) => [index('cities_country_search_idx').on(t.countryCode, t.searchName)],
);

import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { images } from './images';
import { agencies, users } from './users';

/**
 * What an agency shows its own customers on the documents it gives them (the customer's copy of
 * an invoice or e-ticket): the name it trades under, its logo and how to reach it. One row per
 * agency, written by its agents; until one is saved the agency's own name, phone and address
 * stand in. Blank contact fields are null and not printed. The logo is a public image, restricted,
 * so an image a profile shows cannot be deleted.
 */
export const agencyProfiles = pgTable(
  'agency_profiles',
  {
    agencyId: uuid('agency_id')
      .primaryKey()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    website: text('website'),
    logoImageId: uuid('logo_image_id').references(() => images.id, { onDelete: 'restrict' }),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('agency_profiles_logo_idx').on(t.logoImageId)],
);

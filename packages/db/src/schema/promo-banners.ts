import { boolean, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { images } from './images';
import { users } from './users';

/** The promo banners of the public home page: shown while active and within their days, in `position` order. */
export const promoBanners = pgTable(
  'promo_banners',
  {
    id: idColumn(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    titleEn: text('title_en').notNull(),
    titleAr: text('title_ar').notNull(),
    subtitleEn: text('subtitle_en'),
    subtitleAr: text('subtitle_ar'),
    /** A path of this site or an https address (checked by the contracts' zBannerLink). */
    link: text('link'),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    /** Days in the agency's time zone, both included; null leaves that end open. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('promo_banners_live_idx').on(t.active, t.position), index('promo_banners_image_idx').on(t.imageId)],
);

import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, updatedAt } from './columns';
import { images } from './images';
import { users } from './users';

/** The hero images of the public visa, holiday and Umrah pages, in `position` order per page. */
export const pageHeaderImages = pgTable(
  'page_header_images',
  {
    id: idColumn(),
    kind: text('kind', { enum: ['visa', 'holiday', 'umrah'] }).notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    altEn: text('alt_en'),
    altAr: text('alt_ar'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('page_header_images_kind_idx').on(t.kind, t.position), index('page_header_images_image_idx').on(t.imageId)],
);

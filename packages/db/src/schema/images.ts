import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, tsColumn } from './columns';
import { users } from './users';

/**
 * Images the public site shows. The upload is re-encoded into WebP variants, one per width in
 * `widths` (ascending), stored as `${id}-${width}.webp` in the file storage; the original's bytes
 * are not kept (they carry the camera's metadata). A table that shows an image refers to it
 * with `onDelete: 'restrict'`, so an image in use cannot be deleted: rows are deleted for real,
 * and the database refuses while anything refers to one.
 */
export const images = pgTable(
  'images',
  {
    id: idColumn(),
    /** The client's file name, for staff only (never served). */
    originalName: text('original_name').notNull(),
    /** The sniffed type and size of what was uploaded. */
    sourceMime: text('source_mime').notNull(),
    sourceSize: bigint('source_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** The original's size once turned upright: the box the browser reserves. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    widths: integer('widths').array().notNull(),
    /** Total bytes of the variants. */
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    /** When the clean-up last found the image in use; it looks again a day later. */
    inUseSeenAt: tsColumn('in_use_seen_at'),
  },
  (t) => [
    index('images_created_idx').on(t.createdAt),
    check('images_size_positive', sql`${t.width} > 0 and ${t.height} > 0 and cardinality(${t.widths}) > 0`),
  ],
);

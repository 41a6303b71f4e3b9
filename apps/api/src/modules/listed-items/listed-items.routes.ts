import {
  ZCreateCar,
  ZCreateTour,
  ZListedItem,
  ZListedItemListQuery,
  ZUpdateCar,
  ZUpdateTour,
  type TCreateCar,
  type TCreateTour,
  type TListedItemKind,
  type TUpdateCar,
  type TUpdateTour,
} from '@safar/contracts';
import { listedItems } from '@safar/db';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { defineCrudResource, registerCrudRoutes } from '@/core/crud-routes';
import { listedItemsScope } from './listed-items.policy';
import { toListedItemView } from './listed-items.presenter';

type TItemInput = Partial<TCreateCar & TCreateTour> & Partial<TUpdateCar & TUpdateTour>;

/** The columns an input sets; a field left out (an update) stays as it is. */
const columns = (b: TItemInput) => ({
  titleEn: b.title_en,
  titleAr: b.title_ar,
  descriptionEn: b.description_en,
  descriptionAr: b.description_ar,
  city: b.city,
  country: b.country,
  priceFromMinor: b.price_from_minor,
  currency: b.currency,
  seats: b.seats,
  transmission: b.transmission,
  durationHours: b.duration_hours,
  active: b.active,
  position: b.position,
});

/** One catalogue per kind over the one table: its own path, subject, schemas, scope and messages. */
function listedItemResource<TCreate extends TItemInput, TUpdate extends TItemInput>(
  kind: TListedItemKind,
  schemas: { create: ZodType<TCreate>; update: ZodType<TUpdate> },
) {
  const scope = listedItemsScope(kind);
  return defineCrudResource({
    path: `/${kind}s`,
    table: listedItems,
    subject: kind,
    tags: ['cars and tours'],
    access: { read: 'public', write: 'admin', readOwnership: 'listedItemsScope' },
    schemas: { ...schemas, listQuery: ZListedItemListQuery, view: ZListedItem },
    searchColumns: [listedItems.titleEn, listedItems.titleAr, listedItems.city],
    sortable: {
      position: listedItems.position,
      title_en: sql`lower(${listedItems.titleEn})`,
      city: sql`lower(${listedItems.city})`,
      created_at: listedItems.createdAt,
    },
    defaultOrder: listedItems.position,
    filters: (q) => [q.active ? eq(listedItems.active, q.active === '1') : undefined],
    readScope: scope.reader,
    visitorScope: scope.visitor,
    toInsert: (b, user) => ({ ...columns(b), kind, createdBy: user.id }) as typeof listedItems.$inferInsert,
    toUpdate: (b) => ({ ...columns(b), updatedAt: sql`now()` }),
    present: toListedItemView,
    actions: { created: `${kind}.created`, updated: `${kind}.updated`, deleted: `${kind}.deleted` },
    messages: { saved: `messages.${kind}_saved`, deleted: `messages.${kind}_deleted` },
  });
}

/** Cars for hire and tours, listed for visitors to enquire about: admin keeps them, anyone reads the active ones. */
export const carResource = listedItemResource('car', { create: ZCreateCar, update: ZUpdateCar });
export const tourResource = listedItemResource('tour', { create: ZCreateTour, update: ZUpdateTour });

export async function listedItemsRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, carResource);
  registerCrudRoutes(app, tourResource);
}

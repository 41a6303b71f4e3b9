import { z } from 'zod';
import { zAmountMinor, zCurrency } from '../money';
import { V, zId, zInstant, zNameOf, zNoteOf } from './common';
import { zListQuery } from './list-query';

export const LISTED_ITEM_KINDS = ['car', 'tour'] as const;
export type TListedItemKind = (typeof LISTED_ITEM_KINDS)[number];
export const TRANSMISSIONS = ['automatic', 'manual'] as const;

const common = {
  title_en: zNameOf(160),
  title_ar: zNameOf(160),
  description_en: zNoteOf(4000),
  description_ar: zNoteOf(4000),
  city: zNameOf(80),
  country: z
    .string({ error: V.required })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: V.invalid }),
  price_from_minor: zAmountMinor.nullable().optional(),
  currency: zCurrency.nullable().optional(),
  active: z.boolean({ error: V.invalid }),
  position: z.number({ error: V.invalid }).int({ error: V.invalid }).min(0, { error: V.invalid }).max(9999, { error: V.invalid }),
};
const carFacts = {
  seats: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(1, { error: V.invalid })
    .max(60, { error: V.invalid })
    .nullable()
    .optional(),
  transmission: z.enum(TRANSMISSIONS, { error: V.oneOf }).nullable().optional(),
};
const tourFacts = {
  duration_hours: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(1, { error: V.invalid })
    .max(2000, { error: V.invalid })
    .nullable()
    .optional(),
};

/** A price needs its currency and a currency its price; on an update, both or neither are sent. */
const priceWithCurrency = (v: object) => {
  const { price_from_minor: price, currency } = v as { price_from_minor?: unknown; currency?: unknown };
  return (price == null) === (currency == null);
};
const priceRule = { error: 'validation.price_currency', path: ['currency'] };
const notEmpty = (v: object) => Object.values(v).some((x) => x !== undefined);

const create = <T extends z.ZodRawShape>(facts: T) =>
  z
    .object({ ...common, active: common.active.default(true), position: common.position.default(0), ...facts })
    .refine(priceWithCurrency, priceRule);
const update = <T extends z.ZodRawShape>(facts: T) =>
  z
    .object({ ...common, ...facts })
    .partial()
    .refine(notEmpty, { error: V.required, path: ['_'] })
    .refine(
      (v) =>
        ('price_from_minor' in v && v.price_from_minor !== undefined) === ('currency' in v && v.currency !== undefined) &&
        priceWithCurrency(v),
      priceRule,
    );

/** POST /cars, PUT /cars?id=… */
export const ZCreateCar = create(carFacts);
export type TCreateCar = z.input<typeof ZCreateCar>;
export const ZUpdateCar = update(carFacts);
export type TUpdateCar = z.input<typeof ZUpdateCar>;
/** POST /tours, PUT /tours?id=… */
export const ZCreateTour = create(tourFacts);
export type TCreateTour = z.input<typeof ZCreateTour>;
export const ZUpdateTour = update(tourFacts);
export type TUpdateTour = z.input<typeof ZUpdateTour>;

export const LISTED_ITEM_SORTS = ['position', 'title_en', 'city', 'created_at'] as const;
export const ZListedItemListQuery = zListQuery(LISTED_ITEM_SORTS).extend({ active: z.enum(['0', '1'], { error: V.oneOf }).optional() });
export type TListedItemListQuery = z.infer<typeof ZListedItemListQuery>;

/** A car or a tour as the API presents it (a car's facts are null on a tour and the other way round). */
export const ZListedItem = z.strictObject({
  id: zId,
  kind: z.enum(LISTED_ITEM_KINDS),
  title_en: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  city: z.string(),
  country: z.string(),
  price_from_minor: z.number().int().nullable(),
  currency: z.string().nullable(),
  seats: z.number().int().nullable(),
  transmission: z.enum(TRANSMISSIONS).nullable(),
  duration_hours: z.number().int().nullable(),
  active: z.boolean(),
  position: z.number().int(),
  created_at: zInstant,
  updated_at: zInstant,
});
export type TListedItem = z.infer<typeof ZListedItem>;

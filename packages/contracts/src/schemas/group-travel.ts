import { z } from 'zod';
import { V, zId, zInstant } from './common';

/** A group ticket on sale, as the public group travel page shows it. */
export const ZGroupTravelOffer = z.strictObject({
  id: zId,
  reference: z.string(),
  title: z.string().nullable(),
  trip_type: z.enum(['one_way', 'return']),
  airline: z.strictObject({ code: z.string(), name: z.string() }),
  origin: z.strictObject({ code: z.string(), city: z.string() }),
  destination: z.strictObject({ code: z.string(), city: z.string() }),
  departure_date: z.iso.date(),
  return_date: z.iso.date().nullable(),
  cabin_class: z.string(),
  seats_left: z.number().int(),
  adult_price_minor: z.number().int(),
  currency: z.string(),
  booking_cutoff_at: zInstant,
});
export type TGroupTravelOffer = z.infer<typeof ZGroupTravelOffer>;

/**
 * GET /group-travel: what is on sale, and the launch date admin set (the countdown, shown while
 * nothing is on sale; null or past: no countdown).
 */
export const ZGroupTravel = z.strictObject({ offers: z.array(ZGroupTravelOffer), launch_at: zInstant.nullable() });
export type TGroupTravel = z.infer<typeof ZGroupTravel>;

/** PUT /group-travel/launch: admin's launch date, or null for none. */
export const ZSetGroupTravelLaunch = z.object({
  launch_at: z.iso.datetime({ offset: true, error: V.invalid }).nullable(),
});
export type TSetGroupTravelLaunch = z.infer<typeof ZSetGroupTravelLaunch>;

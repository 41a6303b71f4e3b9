import { z } from 'zod';
import { zCurrency } from '../money';
import { V, zInstant, ZPersonRef } from './common';
import { INTEGRATION_KEY_NAMES, type TIntegrationKeyName } from './integration-keys';

/** The flight suppliers Safar searches, by code (one row each, seeded at first start). */
export const FLIGHT_SUPPLIER_CODES = ['sim-gds-a', 'sim-gds-b', 'duffel', 'group-tickets'] as const;
export type TFlightSupplierCode = (typeof FLIGHT_SUPPLIER_CODES)[number];

export const FLIGHT_SUPPLIER_KINDS = ['simulated', 'duffel', 'group_tickets'] as const;
export type TFlightSupplierKind = (typeof FLIGHT_SUPPLIER_KINDS)[number];

/** The integration keys a kind cannot search without. */
export const SUPPLIER_CREDENTIALS: Record<TFlightSupplierKind, readonly TIntegrationKeyName[]> = {
  simulated: [],
  duffel: ['duffel_access_token'],
  group_tickets: [],
};

/** How long one supplier may take to answer a search before the search goes on without it. */
export const DEADLINE_MIN_MS = 200;
export const DEADLINE_MAX_MS = 60_000;
export const zDeadlineMs = z
  .number({ error: 'validation.deadline_ms' })
  .int({ error: 'validation.deadline_ms' })
  .min(DEADLINE_MIN_MS, { error: 'validation.deadline_ms' })
  .max(DEADLINE_MAX_MS, { error: 'validation.deadline_ms' });

/** What a simulated supplier does wrong on purpose, to show how search copes. */
export const SIMULATED_FAULTS = ['none', 'slow', 'timeout', 'error', 'partial'] as const;
export type TSimulatedFault = (typeof SIMULATED_FAULTS)[number];

/**
 * What a simulated supplier's bookings do wrong on purpose: the booking or the ticketing is
 * refused, its answer is lost after the work was done (the caller cannot know the outcome), or
 * the price has moved.
 */
export const SIMULATED_BOOKING_FAULTS = [
  'none',
  'book_fails',
  'book_lost',
  'book_price_changed',
  'issue_fails',
  'issue_lost',
  'issue_price_changed',
] as const;
export type TSimulatedBookingFault = (typeof SIMULATED_BOOKING_FAULTS)[number];

export const SIMULATED_LATENCY_MAX_MS = 30_000;
export const SIMULATED_HUBS_MAX = 10;

/*
 * Settings per kind. Every field has a default, so a row saved before a field existed still
 * reads; the messages carry no parameters because the API reports them on `settings.<field>`.
 */
export const ZSimulatedSettings = z.strictObject({
  /** Same seed, same inventory: searches are repeatable. */
  seed: z
    .string({ error: 'validation.supplier_seed' })
    .trim()
    .regex(/^[\x21-\x7e]{1,64}$/, { error: 'validation.supplier_seed' })
    .default('safar'),
  /** The currency its fares come in (converted to the agency's currency at the day's rate). */
  currency: zCurrency.default('USD'),
  /** How long it takes to answer, before any fault. */
  latency_ms: z
    .number({ error: 'validation.supplier_latency' })
    .int({ error: 'validation.supplier_latency' })
    .min(0, { error: 'validation.supplier_latency' })
    .max(SIMULATED_LATENCY_MAX_MS, { error: 'validation.supplier_latency' })
    .default(300),
  fault: z.enum(SIMULATED_FAULTS, { error: V.oneOf }).default('none'),
  booking_fault: z.enum(SIMULATED_BOOKING_FAULTS, { error: V.oneOf }).default('none'),
  /** Airports (IATA codes) its connections prefer, in order; none = any. */
  hubs: z
    .array(
      z
        .string({ error: 'validation.supplier_hub' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, { error: 'validation.supplier_hub' }),
      {
        error: V.invalid,
      },
    )
    .max(SIMULATED_HUBS_MAX, { error: 'validation.supplier_hubs_max' })
    .refine((hubs) => new Set(hubs).size === hubs.length, { error: 'validation.supplier_hubs_unique' })
    .default([]),
});
export type TSimulatedSettings = z.output<typeof ZSimulatedSettings>;

/** Duffel: nothing secret here (the token is the integration key duffel_access_token). */
export const ZDuffelSettings = z.strictObject({
  /** The most connections per slice it asks Duffel for (Duffel accepts 0 to 2). */
  max_connections: z
    .number({ error: 'validation.supplier_max_connections' })
    .int({ error: 'validation.supplier_max_connections' })
    .min(0, { error: 'validation.supplier_max_connections' })
    .max(2, { error: 'validation.supplier_max_connections' })
    .default(1),
});
export type TDuffelSettings = z.output<typeof ZDuffelSettings>;

/** The agency's own seat blocks: no settings yet. */
export const ZGroupTicketsSettings = z.strictObject({});
export type TGroupTicketsSettings = z.output<typeof ZGroupTicketsSettings>;

export const SUPPLIER_SETTINGS = {
  simulated: ZSimulatedSettings,
  duffel: ZDuffelSettings,
  group_tickets: ZGroupTicketsSettings,
} as const satisfies Record<TFlightSupplierKind, z.ZodType>;

export interface TSupplierSettingsByKind {
  simulated: TSimulatedSettings;
  duffel: TDuffelSettings;
  group_tickets: TGroupTicketsSettings;
}

/**
 * PUT /suppliers/{id}: any of enabled, deadline_ms and settings. `settings` is merged over the
 * saved ones (a field left out keeps its value) and then checked against the supplier's kind,
 * so a field error comes back as `settings.<field>`.
 */
export const ZUpdateFlightSupplier = z
  .object({
    enabled: z.boolean({ error: V.invalid }).optional(),
    deadline_ms: zDeadlineMs.optional(),
    settings: z.record(z.string(), z.unknown(), { error: V.invalid }).optional(),
  })
  .refine((v) => v.enabled !== undefined || v.deadline_ms !== undefined || v.settings !== undefined, { error: V.required, path: ['_'] });
export type TUpdateFlightSupplier = z.input<typeof ZUpdateFlightSupplier>;

/** A supplier as the admin screen shows it, with whether its credentials are there (never what they are). */
export const ZFlightSupplier = z.strictObject({
  id: z.uuid(),
  code: z.enum(FLIGHT_SUPPLIER_CODES),
  kind: z.enum(FLIGHT_SUPPLIER_KINDS),
  name: z.string(),
  enabled: z.boolean(),
  deadline_ms: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  position: z.number().int(),
  credentials: z.array(z.strictObject({ key: z.enum(INTEGRATION_KEY_NAMES), set: z.boolean() })),
  /** Every key it needs is set (and readable): it can be enabled. */
  credentials_ready: z.boolean(),
  updated_at: zInstant,
  updated_by: ZPersonRef.nullable(),
});
export type TFlightSupplier = z.infer<typeof ZFlightSupplier>;

export const ZFlightSupplierList = z.strictObject({ suppliers: z.array(ZFlightSupplier) });
export const ZFlightSupplierItem = z.strictObject({ supplier: ZFlightSupplier });

/** GET /flight-providers (public): the suppliers a search asks, in order. */
export const ZFlightProvider = z.strictObject({ code: z.enum(FLIGHT_SUPPLIER_CODES), name: z.string() });
export type TFlightProvider = z.infer<typeof ZFlightProvider>;
export const ZFlightProviders = z.strictObject({ providers: z.array(ZFlightProvider) });

import { SUPPLIER_SETTINGS, ZUpdateFlightSupplier, type TFlightSupplier, type TUpdateFlightSupplier } from '@safar/contracts';
import type { TFunction } from 'i18next';
import { issuesToFieldErrors } from '@/features/forms/issue-message';

/** A supplier's form as the inputs hold it (text for numbers and the list of hubs). */
export interface TSupplierFormValues {
  enabled: boolean;
  deadline_ms: string;
  seed: string;
  currency: string;
  latency_ms: string;
  fault: string;
  booking_fault: string;
  hubs: string;
  max_connections: string;
}

const text = (value: unknown, fallback = '') => (value === undefined || value === null ? fallback : String(value));

export function supplierToValues(s: TFlightSupplier): TSupplierFormValues {
  const settings = s.settings;
  return {
    enabled: s.enabled,
    deadline_ms: String(s.deadline_ms),
    seed: text(settings.seed),
    currency: text(settings.currency),
    latency_ms: text(settings.latency_ms),
    fault: text(settings.fault, 'none'),
    booking_fault: text(settings.booking_fault, 'none'),
    hubs: Array.isArray(settings.hubs) ? settings.hubs.join(', ') : '',
    max_connections: text(settings.max_connections, '1'),
  };
}

/** A number typed in a field; anything else is left for the schema to refuse with its message. */
const numberOf = (value: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value.trim() === '' ? undefined : NaN);

/** The settings of a kind, from the form (only the fields that kind has). */
function settingsOf(kind: TFlightSupplier['kind'], v: TSupplierFormValues): Record<string, unknown> {
  if (kind === 'simulated')
    return {
      seed: v.seed,
      currency: v.currency,
      latency_ms: numberOf(v.latency_ms),
      fault: v.fault,
      booking_fault: v.booking_fault,
      hubs: v.hubs
        .split(/[\s,]+/)
        .map((h) => h.trim())
        .filter(Boolean),
    };
  if (kind === 'duffel') return { max_connections: numberOf(v.max_connections) };
  return {};
}

/**
 * The PUT body, checked with the same schemas as the API (the settings with the kind's own):
 * errors come keyed as the API reports them (`deadline_ms`, `settings.latency_ms`).
 */
export function buildSupplierBody(
  supplier: TFlightSupplier,
  v: TSupplierFormValues,
  t: TFunction,
): { ok: true; body: TUpdateFlightSupplier } | { ok: false; errors: Record<string, string> } {
  const body = { enabled: v.enabled, deadline_ms: numberOf(v.deadline_ms) ?? NaN, settings: settingsOf(supplier.kind, v) };
  const errors: Record<string, string> = {};
  const base = ZUpdateFlightSupplier.safeParse(body);
  if (!base.success) Object.assign(errors, issuesToFieldErrors(base.error.issues, t));
  const settings = SUPPLIER_SETTINGS[supplier.kind].safeParse(body.settings);
  if (!settings.success)
    for (const [field, message] of Object.entries(issuesToFieldErrors(settings.error.issues, t)))
      errors[field === '_' ? 'settings' : `settings.${field}`] ??= message;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body: body as TUpdateFlightSupplier };
}

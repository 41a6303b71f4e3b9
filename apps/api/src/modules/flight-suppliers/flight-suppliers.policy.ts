import { integrationKeyEnvName, issueMessages, SUPPLIER_CREDENTIALS, SUPPLIER_SETTINGS, type TIntegrationKeyName } from '@safar/contracts';
import { AppError, conflict } from '@/core/app-error';
import type { TKeyState } from '@/core/secrets/integration-keys';
import type { TFlightSupplierRow } from './flight-suppliers.presenter';

/**
 * The settings a supplier would have after a change: the saved ones with the given fields over
 * them, checked against the supplier's kind. A refusal is a 422 on `settings.<field>`.
 */
export function mergedSettings(row: TFlightSupplierRow, patch: Record<string, unknown> | undefined): Record<string, unknown> {
  const parsed = SUPPLIER_SETTINGS[row.kind].safeParse({ ...row.settings, ...patch });
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    for (const { field, key } of issueMessages(issue)) {
      const name = field === '_' ? 'settings' : `settings.${field}`;
      (errors[name] ??= []).push(key);
    }
  }
  throw new AppError('validation_failed', { errors });
}

/**
 * A supplier is switched on only with every key it needs set and decryptable: otherwise every
 * search would fail at it. The 409 names the key and where to set it. Already enabled suppliers
 * may still be edited (a deadline, a setting) whatever their keys.
 */
export function assertCanEnable(row: TFlightSupplierRow, states: ReadonlyMap<TIntegrationKeyName, TKeyState>): void {
  for (const key of SUPPLIER_CREDENTIALS[row.kind]) {
    const state = states.get(key);
    const params = { supplier: row.name, key, env: integrationKeyEnvName(key) };
    if (!state?.source) throw conflict('messages.supplier_credentials_missing', params);
    if (!state.readable) throw conflict('messages.supplier_credentials_unreadable', params);
  }
}

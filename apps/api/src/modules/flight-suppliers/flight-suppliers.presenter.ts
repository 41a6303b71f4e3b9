import { SUPPLIER_CREDENTIALS, type TFlightProvider, type TFlightSupplier, type TIntegrationKeyName } from '@safar/contracts';
import type { flightSuppliers } from '@safar/db';

export type TFlightSupplierRow = typeof flightSuppliers.$inferSelect;

/** Per key a supplier needs: set (in the environment, or saved and decryptable). */
export type TCredentialCheck = (key: TIntegrationKeyName) => boolean;

export function toFlightSupplierView(row: TFlightSupplierRow, updatedByName: string | null, hasKey: TCredentialCheck): TFlightSupplier {
  const credentials = SUPPLIER_CREDENTIALS[row.kind].map((key) => ({ key, set: hasKey(key) }));
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    deadline_ms: row.deadlineMs,
    settings: row.settings,
    position: row.position,
    credentials,
    credentials_ready: credentials.every((c) => c.set),
    updated_at: row.updatedAt.toISOString(),
    updated_by: row.updatedBy && updatedByName !== null ? { id: row.updatedBy, name: updatedByName } : null,
  };
}

export const toFlightProviderView = (row: Pick<TFlightSupplierRow, 'code' | 'name'>): TFlightProvider => ({
  code: row.code,
  name: row.name,
});

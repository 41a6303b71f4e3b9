import type { TIntegrationKeyName, TIntegrationKeyStatus, TSaveKeys } from '@safar/contracts';

/** Per key: the new value typed (empty = keep), and whether to remove the saved one. */
export type TKeyFormValues = Partial<Record<TIntegrationKeyName, { value: string; clear: boolean }>>;

/** The form's field name of a key, which is also the field the API reports its errors on. */
export const keyField = (name: TIntegrationKeyName) => `keys.${name}`;

/**
 * The body of POST /save-keys: the keys given a new value, and `null` for those marked to
 * remove. Null when nothing would change. Keys set in the environment are never sent.
 */
export function buildSaveKeysBody(values: TKeyFormValues, states: readonly TIntegrationKeyStatus[]): TSaveKeys | null {
  const keys: Record<string, string | null> = {};
  for (const state of states) {
    if (state.source === 'environment') continue;
    const entry = values[state.name];
    if (!entry) continue;
    if (entry.value !== '') keys[state.name] = entry.value;
    else if (entry.clear && state.set) keys[state.name] = null;
  }
  return Object.keys(keys).length > 0 ? { keys } : null;
}

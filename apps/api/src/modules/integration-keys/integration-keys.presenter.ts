import { integrationKeyEnvName, type TIntegrationKeys, type TIntegrationKeyStatus } from '@safar/contracts';
import type { TKeyState } from '@/core/secrets/integration-keys';

/** A key's state as GET /fetch-keys shows it: set or not, its last four characters, never its value. */
export function toKeyStatusView(state: TKeyState): TIntegrationKeyStatus {
  return {
    name: state.name,
    env_name: integrationKeyEnvName(state.name),
    set: state.source !== null,
    last_four: state.lastFour,
    source: state.source,
    readable: state.readable,
    updated_at: state.updatedAt?.toISOString() ?? null,
    updated_by: state.updatedBy,
  };
}

export const toKeysView = (states: TKeyState[]): TIntegrationKeys => ({ keys: states.map(toKeyStatusView) });

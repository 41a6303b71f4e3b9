import { integrationKeyEnvName, type TIntegrationKeyName } from '@safar/contracts';
import { conflict } from '@/core/app-error';
import type { TKeyConfig } from '@/core/secrets/integration-keys';

/**
 * A key set in the environment wins over a saved one, so saving or clearing it here would change
 * nothing that is used: refused (409) naming the variable, rather than accepted and ignored.
 */
export function assertKeysWritable(config: Pick<TKeyConfig, 'integrationKeys'>, names: readonly TIntegrationKeyName[]): void {
  const fromEnv = names.find((name) => config.integrationKeys[name]);
  if (fromEnv) throw conflict('messages.integration_key_from_environment', { name: fromEnv, env: integrationKeyEnvName(fromEnv) });
}

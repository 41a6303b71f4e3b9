import { ConfigError, loadConfig } from '@/config';
import { DataDirLockedError, findLockHolder } from '@/data-dir-lock';

/*
 * `npm run dev` runs this before starting anything: under `tsx watch` an API that cannot take
 * DATA_DIR would only print its line and wait for a file change, beside a Vite server with no
 * API behind it. Reads only; the API itself still takes the lock when it starts.
 */
try {
  const config = loadConfig();
  const held = config.databaseUrl ? null : findLockHolder(config.dataDir);
  if (held) {
    console.error(`Safar cannot start: ${new DataDirLockedError(config.dataDir, held.holder).message}`);
    process.exit(1);
  }
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`Safar cannot start: ${err.message}`);
  process.exit(1);
}

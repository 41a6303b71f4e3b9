import { ConfigError, loadConfig } from '@/config';
import { DataDirLockedError } from '@/data-dir-lock';
import { startServer } from '@/server';

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(`Safar cannot start: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

const app = await startServer(config).catch((err: unknown) => {
  // Another process holds DATA_DIR: one line saying which, and the ways out; nothing written.
  if (err instanceof DataDirLockedError) {
    console.error(`Safar cannot start: ${err.message}`);
    process.exit(1);
  }
  throw err;
});

// SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the database, exit 0.
let closing = false;
const shutdown = (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 9_000);
  force.unref();
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    },
  );
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

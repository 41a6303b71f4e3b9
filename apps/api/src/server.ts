import {
  migrateDatabase,
  openDatabase,
  refreshAirReference,
  SEED_LOCK,
  seedDemo,
  seedFlightSuppliers,
  seedReference,
  type Database,
} from '@safar/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import type { AppConfig } from '@/config';
import { hashPassword } from '@/core/passwords';
import { lockDataDir, type DataDirLock } from '@/data-dir-lock';
import { seedDemoGroupTickets } from '@/seed/demo-group-tickets';
import { seedDemoAirlineMargins } from '@/seed/demo-airline-margins';
import { seedDemoMoney } from '@/seed/demo-money';
import { seedDemoExchangeRates } from '@/seed/demo-exchange-rates';
import { seedDemoPnrs } from '@/seed/demo-pnrs';

/**
 * Another process took the lock on DATA_DIR away while this one held it: it may be writing the
 * same database now, so this process stops at once rather than acknowledge writes it may lose.
 */
function lockLost(dataDir: string, err: Error): never {
  console.error(`Safar stops: its lock on the data directory ${dataDir} was taken away (${err.message})`);
  process.exit(1);
}

/**
 * Locks DATA_DIR (embedded database only), opens the database, migrates, seeds (reference
 * always, demo on first development start) and builds the app. Throws DataDirLockedError when
 * another process holds DATA_DIR.
 */
export async function startServer(config: AppConfig): Promise<FastifyInstance> {
  // PostgreSQL is shared by design (several processes scale out); the embedded one is not.
  const lock: DataDirLock | null = config.databaseUrl
    ? null
    : await lockDataDir(config.dataDir, (err) => lockLost(config.dataDir, err), { updateMs: config.dataDirLockRefreshMs });
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      namedStatements: config.databaseNamedStatements,
      poolMax: config.databasePoolMax,
    });
    await migrateDatabase(database);
    const opened = database;
    // Processes starting together on a new database seed it once: the second waits, then finds
    // the data there.
    const { reference, air, suppliers, demo } = await database.withAdvisoryLock(SEED_LOCK, async () => ({
      reference: await seedReference(opened.db),
      // Every start: cheap when the data packages are unchanged (one query), see refreshAirReference.
      air: await refreshAirReference(opened.db),
      // Every start: a supplier row that is missing is added, existing ones keep staff's edits.
      suppliers: await seedFlightSuppliers(opened.db, { production: config.env === 'production' }),
      demo: config.seedDemo ? await seedDemo(opened.db, hashPassword) : false,
    }));
    app = await buildApp({ config, database });
    const built = app;
    // The job queue stops (letting running jobs finish) before the database it works on closes,
    // and the data directory is let go only once the database is closed.
    app.addHook('onClose', async () => {
      await built.jobs.stop();
      await opened.close();
      await lock?.release();
    });
    if (reference.countries) app.log.info(reference, 'reference data seeded');
    if (suppliers) app.log.info({ suppliers }, 'flight suppliers added');
    if (!air.skipped) app.log.info(air, 'air reference data loaded');
    if (demo) {
      // The money goes through the API itself, so it is seeded once the app is built.
      await app.ready();
      await seedDemoMoney(app);
      await seedDemoExchangeRates(app);
      await seedDemoGroupTickets(app);
      await seedDemoAirlineMargins(app);
      await seedDemoPnrs(app);
      app.log.info('demo data seeded (password: demo-password)');
    }
    await app.listen({ port: config.port, host: config.host });
    return app;
  } catch (err) {
    // A start that fails (a port in use, a bad migration) lets go of what it took.
    if (app) await app.close().catch(() => undefined);
    else await database?.close().catch(() => undefined);
    await lock?.release().catch(() => undefined);
    throw err;
  }
}

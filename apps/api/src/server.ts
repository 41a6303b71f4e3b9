import { migrateDatabase, openDatabase, SEED_LOCK, seedDemo, seedReference } from '@safar/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import type { AppConfig } from '@/config';
import { hashPassword } from '@/core/passwords';
import { seedDemoMoney } from '@/seed/demo-money';

/** Opens the database, migrates, seeds (reference always, demo on first development start) and builds the app. */
export async function startServer(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateDatabase(database);
  // Processes starting together on a new database seed it once: the second waits, then finds
  // the data there.
  const { reference, demo } = await database.withAdvisoryLock(SEED_LOCK, async () => ({
    reference: await seedReference(database.db),
    demo: config.seedDemo ? await seedDemo(database.db, hashPassword) : false,
  }));
  const app = await buildApp({ config, database });
  // The job queue stops (letting running jobs finish) before the database it works on closes.
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await database.close();
  });
  if (reference.countries) app.log.info(reference, 'reference data seeded');
  if (demo) {
    // The money goes through the API itself, so it is seeded once the app is built.
    await app.ready();
    await seedDemoMoney(app);
    app.log.info('demo data seeded (password: demo-password)');
  }
  await app.listen({ port: config.port, host: config.host });
  return app;
}

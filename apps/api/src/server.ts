import { migrateDatabase, openDatabase, seedDemo, seedReference } from '@safar/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import type { AppConfig } from '@/config';
import { hashPassword } from '@/core/passwords';
import { seedDemoMoney } from '@/seed/demo-money';

/** Opens the database, migrates, seeds (reference always, demo on first development start) and builds the app. */
export async function startServer(config: AppConfig): Promise<FastifyInstance> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  await migrateDatabase(database);
  const reference = await seedReference(database.db);
  const demo = config.seedDemo ? await seedDemo(database.db, hashPassword) : false;
  const app = await buildApp({ config, database });
  // onClose hooks run last-registered first: this one runs before the app's own, so it lets
  // the last requests' notification mails go out before the database closes.
  app.addHook('onClose', async () => {
    await app.noticeMails.idle();
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

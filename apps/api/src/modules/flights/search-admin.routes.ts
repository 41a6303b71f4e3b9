import { ZSearchSettings, ZSearchStats, ZUpdateSearchSettings } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { recordActivity } from '@/core/activity';
import { ok } from '@/core/envelope';
import { envelope } from '@/core/responses';
import { saveSearchSettings, searchSettingsOf, type TSearchSettingsValues } from './search/search-settings';
import { searchStatsOf } from './search/search-stats';

const tags = ['flights'];
const present = (s: TSearchSettingsValues) => ({ visitor_searches_per_hour: s.visitorSearchesPerHour });
const settingsAnswer = envelope(z.strictObject({ settings: ZSearchSettings }));

/** What admin sets and sees about flight searches: the visitors' allowance, and how many searches the cache answered. */
export function searchAdminRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/search-settings',
    {
      config: { access: 'admin', ownership: 'platform settings' },
      schema: { tags, summary: 'How many searches a visitor may make per hour', response: { 200: settingsAnswer } },
    },
    async (req) => ok(req, { settings: present(await searchSettingsOf(app.db)) }),
  );

  app.put(
    '/search-settings',
    {
      config: { access: 'admin', ownership: 'platform settings' },
      schema: {
        tags,
        summary: 'Set how many searches a visitor may make per hour',
        body: ZUpdateSearchSettings,
        response: { 200: settingsAnswer },
      },
    },
    async (req) => {
      const user = requireUser(req);
      const saved = await app.db.transaction(async (tx) => {
        const before = await searchSettingsOf(tx);
        const after = await saveSearchSettings(tx, { visitorSearchesPerHour: req.body.visitor_searches_per_hour }, user.id);
        await recordActivity(tx, req, {
          action: 'search_settings.updated',
          subjectType: 'search_settings',
          before: present(before),
          after: present(after),
        });
        return after;
      });
      return ok(req, { settings: present(saved) }, 'messages.search_settings_saved');
    },
  );

  app.get(
    '/search-stats',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: 'Searches today and in the last seven days, and the share of supplier asks the search cache answered (admin dashboard)',
        response: { 200: envelope(z.strictObject({ stats: ZSearchStats })) },
      },
    },
    async (req) => ok(req, { stats: await searchStatsOf(app.db, app.config.agencyTimezone) }),
  );
}

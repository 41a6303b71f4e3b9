import { ZGroupTravel, ZSetGroupTravelLaunch } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope } from '@/core/responses';
import { groupTravel, setLaunchDate } from './group-travel.service';

const tags = ['group travel'];

/** The public group travel page's data, and admin's launch date for its countdown. */
export async function groupTravelRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/group-travel',
    {
      config: { access: 'public', ownership: 'none' },
      schema: {
        tags,
        summary: 'Group tickets on sale to the public (route, days, seats left, adult price) and the launch date',
        response: { 200: envelope(ZGroupTravel) },
      },
    },
    async (req) => ok(req, await groupTravel(app.db)),
  );

  app.put(
    '/group-travel/launch',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: 'Set the launch date the page counts down to while nothing is on sale (null: none)',
        body: ZSetGroupTravelLaunch,
        response: { 200: envelope(ZGroupTravel) },
      },
    },
    async (req) => {
      await setLaunchDate(app, req, requireUser(req), req.body);
      return ok(req, await groupTravel(app.db), 'messages.group_travel_launch_saved');
    },
  );
}

import { zIdParams, zIdQuery, ZSaveUser, ZUpdateStatus, ZUserListQuery } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { listUsers } from './services/list-users';
import { saveUser } from './services/save-user';
import { disableUser, updateUserStatus } from './services/user-status';
import { usersSummary } from './services/users-summary';

const tags = ['users'];

export async function usersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/users', { config: { access: 'usersRead', ownership: 'usersScope' }, schema: { tags, querystring: ZUserListQuery } }, async (req) =>
    ok(req, await listUsers(app.db, requireUser(req), req.query)),
  );

  app.post('/users', { config: { access: 'usersWrite', ownership: 'canEditUser' }, schema: { tags, body: ZSaveUser } }, async (req) =>
    ok(req, { user: await saveUser(app, req, requireUser(req), req.body) }, 'messages.user_saved'),
  );

  app.delete('/users', { config: { access: 'usersWrite', ownership: 'canDisableUser' }, schema: { tags, querystring: zIdQuery } }, async (req) =>
    ok(req, { user: await disableUser(app, req, requireUser(req), req.query.id) }, 'messages.user_disabled'),
  );

  app.get('/users-summary', { config: { access: 'usersRead', ownership: 'usersScope' }, schema: { tags } }, async (req) =>
    ok(req, await usersSummary(app.db, requireUser(req))),
  );

  app.put(
    '/update-status/:id',
    { config: { access: 'admin', ownership: 'none' }, schema: { tags, params: zIdParams, body: ZUpdateStatus } },
    async (req) => {
      const { user, messageKey } = await updateUserStatus(app, req, requireUser(req), req.params.id, req.body);
      return ok(req, { user }, messageKey);
    },
  );
}

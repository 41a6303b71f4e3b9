import { zIdParams, zIdQuery, ZSaveUser, ZUpdateStatus, ZUser, ZUserListQuery, ZUsersSummary } from '@safar/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '@/core/access-hooks';
import { ok } from '@/core/envelope';
import { envelope, errors, listEnvelope } from '@/core/responses';
import { listUsers } from './services/list-users';
import { saveUser } from './services/save-user';
import { disableUser, updateUserStatus } from './services/user-status';
import { usersSummary } from './services/users-summary';

const tags = ['users'];
const oneUser = envelope(z.strictObject({ user: ZUser }));

export async function usersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    {
      config: { access: 'usersRead', ownership: 'usersScope' },
      schema: { tags, summary: 'List users', querystring: ZUserListQuery, response: { 200: listEnvelope(ZUser) } },
    },
    async (req) => ok(req, await listUsers(app.db, requireUser(req), req.query)),
  );

  app.post(
    '/users',
    {
      config: { access: 'usersWrite', ownership: 'canEditUser', idempotency: 'optional' },
      schema: { tags, summary: 'Create or update a user', body: ZSaveUser, response: { 200: oneUser, ...errors(404, 409) } },
    },
    async (req) => ok(req, { user: await saveUser(app, req, requireUser(req), req.body) }, 'messages.user_saved'),
  );

  app.delete(
    '/users',
    {
      config: { access: 'usersWrite', ownership: 'canDisableUser' },
      schema: { tags, summary: 'Disable a user', querystring: zIdQuery, response: { 200: oneUser, ...errors(404, 409) } },
    },
    async (req) => ok(req, { user: await disableUser(app, req, requireUser(req), req.query.id) }, 'messages.user_disabled'),
  );

  app.get(
    '/users-summary',
    {
      config: { access: 'usersRead', ownership: 'usersScope' },
      schema: { tags, summary: 'Count users by role and state', response: { 200: envelope(ZUsersSummary) } },
    },
    async (req) => ok(req, await usersSummary(app.db, requireUser(req))),
  );

  app.put(
    '/update-status/:id',
    {
      config: { access: 'admin', ownership: 'none' },
      schema: {
        tags,
        summary: 'Approve, disable or enable a user',
        params: zIdParams,
        body: ZUpdateStatus,
        response: { 200: oneUser, ...errors(404, 409) },
      },
    },
    async (req) => {
      const { user, messageKey } = await updateUserStatus(app, req, requireUser(req), req.params.id, req.body);
      return ok(req, { user }, messageKey);
    },
  );
}

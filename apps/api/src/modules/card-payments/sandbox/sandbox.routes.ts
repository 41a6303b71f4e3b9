import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '@/core/app-error';
import { errors, fileResponse } from '@/core/responses';
import type { SandboxGateway } from './sandbox-gateway';
import { sandboxPage } from './sandbox-page';

export const SANDBOX_WEBHOOK_JOB = 'card-sandbox.webhook';

/**
 * The sandbox gateway's own side: its hosted page, the payer's choice, and the signed webhook it
 * then delivers to our webhook route as a gateway would (through the app's own HTTP handling,
 * signature check included), retried by the job queue if it fails.
 */
export function sandboxRoutes(base: FastifyInstance, sandbox: SandboxGateway) {
  // The hosted page's buttons post a plain HTML form; nothing in it is read, so its body is dropped.
  void base.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) =>
      done(null, undefined),
    );
    sandboxPages(scope, sandbox);
  });
}

function sandboxPages(base: FastifyInstance, sandbox: SandboxGateway) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const params = z.strictObject({ tracker: z.string().regex(/^track_sbx_[0-9a-f]{24}$/) });

  app.jobs.define({
    name: SANDBOX_WEBHOOK_JOB,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    async handler(job) {
      const { rawBody, headers } = job.data as { rawBody: string; headers: Record<string, string> };
      const res = await app.inject({
        method: 'POST',
        url: '/api/webhooks/card/sandbox',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: rawBody,
      });
      if (res.statusCode >= 300) throw new Error(`sandbox webhook answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    },
  });

  app.get(
    '/card-sandbox/checkout/:tracker',
    {
      config: { access: 'public', ownership: 'the tracker in the address' },
      schema: {
        tags: ['card payments'],
        summary: "The sandbox gateway's hosted payment page (development and tests only)",
        params,
        response: { 200: fileResponse('The hosted page', ['text/html']), ...errors(404) },
      },
    },
    async (req, reply) => {
      const row = await sandbox.find(req.params.tracker);
      if (!row) throw new AppError('not_found');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(sandboxPage(row, `/api/card-sandbox/checkout/${row.tracker}`));
    },
  );

  for (const [path, outcome] of [
    ['pay', 'paid'],
    ['fail', 'failed'],
  ] as const)
    app.post(
      `/card-sandbox/checkout/:tracker/${path}`,
      {
        config: { access: 'public', ownership: 'the tracker in the address' },
        schema: {
          // The hosted page's buttons (a form post and a redirect), not an API call.
          hide: true,
          tags: ['card payments'],
          summary: outcome === 'paid' ? 'The sandbox payer pays' : 'The sandbox payer declines',
          params,
          response: { 303: z.null().describe('Back to the shop'), ...errors(404) },
        },
      },
      async (req, reply) => {
        if (!(await sandbox.find(req.params.tracker))) throw new AppError('not_found');
        const { row, webhook } = await sandbox.decide(req.params.tracker, outcome);
        if (webhook) {
          await app.jobs.sendIn(app.db, SANDBOX_WEBHOOK_JOB, { rawBody: webhook.rawBody.toString('utf8'), headers: webhook.headers });
          req.wakeJobs.add(SANDBOX_WEBHOOK_JOB);
        }
        return reply.redirect(outcome === 'paid' ? row.returnUrl : row.cancelUrl, 303);
      },
    );
}

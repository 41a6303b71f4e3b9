import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccessHooks } from '@/core/access-hooks';
import { AppError } from '@/core/app-error';
import { registerErrorHandling } from '@/core/error-handler';
import { envelope, errors, fileResponse } from '@/core/responses';
import { checkAnswers } from './answer-contract';

const ZThing = z.strictObject({ id: z.string(), name: z.string() });
const open = { access: 'public', ownership: 'none' } as const;

/** A small app whose routes answer right or wrong on purpose, checked like the real one. */
async function buildApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerAccessHooks(app);
  registerErrorHandling(app);
  const thing = { response: { 200: envelope(ZThing), ...errors(404) } };
  const answer = (data: unknown) => ({
    success: true,
    data,
    message: { status: 'success', description: 'OK', details: null, key: 'messages.ok' },
  });
  app.get('/api/right', { config: open, schema: thing }, async () => answer({ id: '1', name: 'one' }) as never);
  app.get('/api/extra-field', { config: open, schema: thing }, async () => answer({ id: '1', name: 'one', secret: 'x' }) as never);
  app.get('/api/missing-field', { config: open, schema: thing }, async () => answer({ id: '1' }) as never);
  app.get('/api/missing-field-raw', { config: open, schema: thing }, async (_req, reply) =>
    reply.type('application/json').send(JSON.stringify(answer({ id: '1' })) as never),
  );
  const loose = envelope(z.strictObject({ items: z.array(z.strictObject({ owner: z.object({ id: z.string() }).nullable() })) }));
  app.get('/api/loose', { config: open, schema: { response: { 200: loose } } }, async () => answer({ items: [{ owner: null }] }) as never);
  app.get('/api/not-found', { config: open, schema: thing }, async () => {
    throw new AppError('not_found');
  });
  app.get('/api/conflict', { config: open, schema: thing }, async () => {
    throw new AppError('conflict');
  });
  app.get('/api/file', { config: open, schema: { response: { 200: fileResponse('A file', ['application/pdf']) } } }, async (_req, reply) =>
    reply.type('text/html').send('<p>not a pdf</p>' as never),
  );
  const check = checkAnswers(app);
  await app.ready();
  return { app, check };
}

let built: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  built = await buildApp();
});
afterAll(() => built.app.close());

async function problemsOf(url: string) {
  built.check.take();
  await built.app.inject({ method: 'GET', url });
  return built.check.take();
}

describe('answers checked against the documented contract', () => {
  it('passes an answer that matches its schema, and a documented error', async () => {
    expect(await problemsOf('/api/right')).toEqual([]);
    expect(await problemsOf('/api/not-found')).toEqual([]);
  });

  it('reports a field the contract does not name', async () => {
    expect((await problemsOf('/api/extra-field')).join()).toMatch(/GET \/api\/extra-field: answer does not match its schema/);
  });

  it('reports a missing field, whether or not the answer went through the serialiser', async () => {
    expect((await problemsOf('/api/missing-field')).join()).toMatch(/GET \/api\/missing-field: answer does not match its schema/);
    expect((await problemsOf('/api/missing-field-raw')).join()).toMatch(/GET \/api\/missing-field-raw: 200 answer does not match/);
  });

  it('reports a schema that would let unnamed fields through', async () => {
    expect(await problemsOf('/api/loose')).toEqual([
      'GET /api/loose: the 200 schema lets unnamed fields through at $.data.items[].owner (use z.strictObject)',
    ]);
  });

  it('reports a status the route does not document', async () => {
    expect(await problemsOf('/api/conflict')).toEqual(['GET /api/conflict: answered 409, which it does not document']);
  });

  it('reports a file answered in a content type the route does not document', async () => {
    expect(await problemsOf('/api/file')).toEqual(['GET /api/file: answered 200 as text/html, which it does not document']);
  });
});

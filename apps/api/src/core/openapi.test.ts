import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';
import { operationIdOf } from './openapi';

let t: TestApp;
let source: string;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  source = (await t.request({ method: 'GET', url: '/api/openapi.json' })).body;
});
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules, warnings included", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => ({ rule: p.ruleId, severity: p.severity, message: p.message, at: p.location[0]?.pointer ?? '' }));
    expect(found).toEqual([]);
  });

  it('documents for every operation its success answer (a body, or 204 No Content) and the error envelope', () => {
    const doc = JSON.parse(source) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ route: `#/paths/${path.replaceAll('/', '~1')}/${method}`, op })),
    );
    expect(operations.length).toBeGreaterThan(60);
    const lacking = operations
      .filter(({ op }) => {
        const statuses = Object.keys(op.responses);
        return !statuses.some((s) => s === '204' || (s.startsWith('2') && op.responses[s]!.content)) || !statuses.includes('500');
      })
      .map(({ route }) => route);
    expect(lacking).toEqual([]);
  });

  it('documents the Idempotency-Key header on the money-moving routes, and only there', () => {
    const doc = JSON.parse(source) as { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };
    const keyed = (path: string, method: string) =>
      (doc.paths[path]?.[method]?.parameters ?? []).some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
    expect(keyed('/api/save-agent-charges', 'post')).toBe(true);
    expect(keyed('/api/deposit-data', 'post')).toBe(true);
    expect(keyed('/api/login/request-otp', 'post')).toBe(false);
  });

  it('names operations after their method and path', () => {
    expect(operationIdOf('POST', '/api/transactions/adjustments/:id/approve')).toBe('postTransactionsAdjustmentsIdApprove');
    expect(operationIdOf('GET', '/api/agentsData/:id')).toBe('getAgentsDataId');
  });
});

import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/test-app';

/** Answers Node's HTTP parser gives before routing, read off a real socket (inject skips the parser). */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection after it). */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('error', (err) => (data ? undefined : reject(err)));
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('errors before routing', () => {
  it('431 for oversized headers, in the error envelope', async () => {
    const res = await raw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      data: null,
      message: { status: 'error', code: 'headers_too_large', description: 'The request headers are too large.', details: null },
    });
  });

  it('400 for bytes that are not HTTP, in the error envelope', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message.code).toBe('bad_request');
  });

  it('leaves a normal request alone', async () => {
    const res = await raw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});

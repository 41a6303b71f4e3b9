import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEnv, freePort, quietProcessEnv, runCleanups, startProcess, until, waitUntilServing } from '@/test/api-process';

// The real process (the compiled API, see api-process.ts), not an injected app: these behaviours
// live in the process wiring — reading settings, listening, and the SIGTERM handler.
afterEach(runCleanups);

/** Resolves with the connection error (or null when a connection was accepted). */
function tryConnect(port: number): Promise<NodeJS.ErrnoException | null> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
      res.resume();
      resolve(null);
    });
    req.on('error', (err) => resolve(err as NodeJS.ErrnoException));
    req.end();
  });
}

describe('the API process', () => {
  it('refuses to start in production without its settings, naming the missing one', async () => {
    const running = await startProcess({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      APP_URL: 'https://safar.example.com',
      SMTP_FROM: 'Safar <no-reply@example.com>',
      APP_KEY: 'k'.repeat(40),
    });
    const { code } = await running.exited;
    expect(code).toBe(1);
    expect(running.output()).toMatch(/Safar cannot start: Missing required setting for production: SMTP_HOST/);
  });

  it('on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0 within 10 s', async () => {
    const port = await freePort();
    const running = await startProcess({
      ...(await databaseEnv()),
      ...quietProcessEnv(port),
      // Request lines are logged: the test signals once the server has taken the request in.
      LOG_LEVEL: 'info',
    });
    await waitUntilServing(port, running);

    // A request in flight: headers sent, half the body withheld until after SIGTERM.
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    let req: ClientRequest | undefined;
    const response = new Promise<{ status: number; json: { success: boolean; message: { code: string } } }>((resolve, reject) => {
      req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/login/request-otp',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          let text = '';
          res.on('data', (d: Buffer) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
    });
    req!.write(body.slice(0, 10));
    // In flight means the server has routed it (a request that reaches the router after SIGTERM is
    // answered 503 at once, by design); a fixed pause was too short on a loaded machine.
    const taken = () => running.output().includes('"url":"/api/login/request-otp"');
    await until(taken, 'the request reaching the server', 10_000, running);

    const signalledAt = Date.now();
    running.child.kill('SIGTERM');

    // No longer accepting new connections (within moments of the signal)…
    let refused: NodeJS.ErrnoException | null = null;
    for (let i = 0; i < 50 && refused?.code !== 'ECONNREFUSED'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      refused = await tryConnect(port);
    }
    expect(refused?.code).toBe('ECONNREFUSED');
    // …yet still running, waiting for the request in flight.
    expect(running.child.exitCode).toBeNull();

    // …but the request in flight completes normally, database and all (an unknown email is a 422).
    req!.end(body.slice(10));
    const answer = await response;
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ success: false, message: { code: 'invalid_credentials' } });

    const { code, signal } = await running.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  });
}, 120_000);

import { randomUUID } from 'node:crypto';

/*
 * Talking to a real API process (see api-process.ts) over HTTP, as a browser would: JSON calls in
 * the envelope, and the two-step sign-in with the code read from the development inbox.
 */

export interface TAnswer<T> {
  status: number;
  body: { success: boolean; data: T; message?: { code?: string; description?: string } };
}

export interface TCallOptions {
  token?: string;
  body?: unknown;
  /** Idempotency-Key; a POST gets a new one when none is given (money routes require one). */
  key?: string;
}

export async function call<T = Record<string, unknown>>(
  port: number,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { token, body, key }: TCallOptions = {},
): Promise<TAnswer<T>> {
  const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(method === 'POST' ? { 'idempotency-key': key ?? randomUUID() } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as TAnswer<T>['body'] };
}

/** As `call`, but fails unless the answer is a 200 with success. */
export async function data<T = Record<string, unknown>>(...args: Parameters<typeof call>): Promise<T> {
  const { status, body } = await call<T>(...args);
  if (status !== 200 || !body.success) throw new Error(`${args[1]} ${args[2]} answered ${status}: ${JSON.stringify(body).slice(0, 500)}`);
  return body.data;
}

/** Signs in through the real two-step flow (password, then the code mailed to the development inbox). */
export async function signIn(port: number, email: string, password = 'demo-password'): Promise<string> {
  const inbox = async () =>
    (
      await data<{ items: { id: string; to: string; text: string }[] }>(port, 'GET', `/dev/mail?search=${encodeURIComponent(email)}`)
    ).items.filter((m) => m.to === email);
  const seen = new Set((await inbox()).map((m) => m.id));
  await data(port, 'POST', '/login/request-otp', { body: { email, password } });
  // The code is mailed by a job moments after the answer.
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const code = /\b(\d{6})\b/.exec((await inbox()).find((m) => !seen.has(m.id))?.text ?? '')?.[1];
    if (!code) continue;
    // The token sits beside `data` in this envelope.
    const { status, body } = await call(port, 'POST', '/login/verify-otp', { body: { email, code } });
    const token = (body as { authorisation?: { token?: string } }).authorisation?.token;
    if (status !== 200 || !token) throw new Error(`sign-in of ${email} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
    return token;
  }
  throw new Error(`no sign-in code mailed to ${email}`);
}

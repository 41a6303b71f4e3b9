import { nextIp, type TestApp } from '@/test/test-app';

let seq = 0;
/** An address no other message of the run has used. */
export const freshEmail = (name: string) => `${name}-${++seq}@example.test`;

/** A fresh sender address and client address per message, so the limits never couple tests. */
export const contact = (over: Record<string, unknown> = {}) => ({
  full_name: 'Hina Visitor',
  email: freshEmail('hina'),
  message: 'Do you arrange group tours to Baku in March?\nWe are twelve.',
  ...over,
});

/** Posts a message from a client address of its own (unless given), as the token's user if any. */
export const sendMessage = (
  t: TestApp,
  url: string,
  payload: Record<string, unknown>,
  extra: { token?: string; ip?: string; locale?: string } = {},
) =>
  t.request({
    method: 'POST',
    url,
    payload,
    remoteAddress: extra.ip ?? nextIp(),
    ...(extra.token ? { token: extra.token } : {}),
    ...(extra.locale ? { headers: { 'x-locale': extra.locale } } : {}),
  });

import { outgoingMails } from '@safar/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTried } from '@/core/mail/outbox';
import { freshEmail } from '@/modules/users/users.test-helpers';
import { buildQuoteWorld, type TQuoteWorld } from './flight-quotes.test-helpers';

let w: TQuoteWorld;
beforeAll(async () => {
  w = await buildQuoteWorld();
});
afterAll(() => w.t.close());

const send = (key: string, payload: Record<string, unknown>) =>
  w.t.request({ method: 'POST', url: '/api/send-sooper-quote', token: w.tok.agent, payload, headers: { 'idempotency-key': key } });

const mailsTo = async (email: string) => {
  await mailsTried(w.t.app);
  return w.t.database.db.select().from(outgoingMails).where(eq(outgoingMails.to, email));
};

describe('POST /send-sooper-quote with an Idempotency-Key', () => {
  it('mails the client once for a key sent twice, answering the retry with the first answer', async () => {
    const { flightId } = await w.storeOffer(w.agentViewer());
    const email = freshEmail('quote-retry');
    const body = { flight_id: flightId, client_name: 'Ayesha Khan', client_email: email, language: 'en' };
    const first = await send('quote-key-1', body);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await send('quote-key-1', body);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses the key with another body (422 naming the header), mailing nothing more', async () => {
    const { flightId } = await w.storeOffer(w.agentViewer());
    const email = freshEmail('quote-reuse');
    const body = { flight_id: flightId, client_name: 'Bilal Ahmed', client_email: email, language: 'en' };
    expect((await send('quote-key-2', body)).statusCode).toBe(200);
    const reused = await send('quote-key-2', { ...body, client_name: 'Someone Else' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message.code).toBe('idempotency_key_reused');
    expect(Object.keys(reused.json().errors)).toEqual(['Idempotency-Key']);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

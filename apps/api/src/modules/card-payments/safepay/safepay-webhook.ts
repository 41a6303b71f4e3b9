import { GatewayError, type TGatewayEvent, type TWebhookHeaders } from '../card-gateway';
import { fromSafepayAmount } from './safepay-amounts';
import { checkSafepaySignature } from './safepay-webhook-signature';
import { eventTypeOf, zWebhookPayload } from './safepay-wire';

/*
 * A Safepay webhook → our event, or `bad_signature`. The signature is checked on the bytes as
 * received, before anything is parsed; only then is the JSON read. A signed body we cannot read
 * is refused the same way (the route answers 4xx and Safepay's retries show up in the log):
 * acting on half a payload is worse than acting on none. The event is a hint to re-read the
 * payment, so its amount is informative only.
 */
export function verifySafepayWebhook(
  rawBody: Buffer,
  headers: TWebhookHeaders,
  key: Buffer,
  nowMs: number,
  toleranceSeconds?: number,
): TGatewayEvent {
  const refuse = (reason: string, message: string) => new GatewayError('bad_signature', message, { reason });
  // A parsed-and-restringified body is not what was signed; only the bytes as received are.
  if (!Buffer.isBuffer(rawBody)) throw refuse('not_raw_body', 'A webhook is checked against its raw body bytes');
  const check = checkSafepaySignature(rawBody, headers, key, nowMs, toleranceSeconds);
  if (!check.ok) throw refuse(check.reason, `Safepay webhook refused: ${check.reason}`);
  let payload;
  try {
    payload = zWebhookPayload.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw refuse('malformed_payload', 'A signed Safepay webhook we cannot read');
  }
  const { amount, currency } = payload.data;
  let money: ReturnType<typeof fromSafepayAmount> | null = null;
  if (amount !== undefined || currency !== undefined) {
    try {
      money = fromSafepayAmount(amount, currency);
    } catch {
      throw refuse('malformed_payload', 'A signed Safepay webhook with an amount we cannot read');
    }
  }
  return {
    id: payload.token,
    type: eventTypeOf(payload.type),
    gatewayType: payload.type,
    tracker: payload.data.tracker,
    amountMinor: money?.amountMinor ?? null,
    currency: money?.currency ?? null,
  };
}

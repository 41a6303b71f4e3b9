import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@/core/app-error';
import { encryptionKeyFor } from '@/core/secrets/encryption-key';
import { readIntegrationKey } from '@/core/secrets/integration-keys';
import type { CardGateway } from './card-gateway';
import { createSafepayGateway } from './safepay/safepay-client';
import { createSandboxGateway, SANDBOX_GATEWAY, type SandboxGateway } from './sandbox/sandbox-gateway';

/*
 * Which gateway takes cards: Safepay when admin (or the environment) set its three keys, else
 * the built-in sandbox, so the demo and the tests pay with no network. Never the sandbox in
 * production: a page where anyone can press "Pay" would hand out tickets, so without keys
 * production has no card payments at all and says so. A payment is always settled by the
 * gateway that opened it, whatever is chosen since.
 */

export const SAFEPAY_GATEWAY = 'safepay';

export interface TCardGateways {
  /** The gateway new payments open at; 409 when card payments are not set up. */
  current(): Promise<CardGateway>;
  /** The gateway a payment was opened at; null when it can no longer be reached (keys removed). */
  byCode(code: string): Promise<CardGateway | null>;
  /** The sandbox, for its hosted page (null in production). */
  sandbox: SandboxGateway | null;
}

/** The sandbox's webhook secret, derived from the app's key: every process of one install signs and checks alike. */
export const sandboxWebhookSecret = (config: FastifyInstance['config']) =>
  createHmac('sha256', encryptionKeyFor(config).key).update('card-sandbox-webhook').digest('base64');

export function cardGateways(app: FastifyInstance): TCardGateways {
  const config = app.config;
  const sandbox =
    config.env === 'production'
      ? null
      : createSandboxGateway({
          db: app.db,
          appUrl: config.appUrl,
          webhookSecret: sandboxWebhookSecret(config),
        });

  async function safepay(): Promise<CardGateway | null> {
    const [apiKey, secretKey, webhookSecret] = await Promise.all([
      readIntegrationKey(app.db, config, 'safepay_api_key'),
      readIntegrationKey(app.db, config, 'safepay_secret_key'),
      readIntegrationKey(app.db, config, 'safepay_webhook_secret'),
    ]);
    if (!apiKey || !secretKey || !webhookSecret) return null;
    return createSafepayGateway({
      environment: config.safepayEnvironment,
      apiKey,
      secretKey,
      webhookSecret,
      ...(config.safepayBaseUrl ? { baseUrl: config.safepayBaseUrl } : {}),
      ...(config.safepayCheckoutUrl ? { checkoutUrl: config.safepayCheckoutUrl } : {}),
    });
  }

  return {
    sandbox,
    async current() {
      const gateway = (await safepay()) ?? sandbox;
      if (!gateway) throw new AppError('conflict', { key: 'messages.card_payments_unavailable' });
      return gateway;
    },
    async byCode(code) {
      if (code === SAFEPAY_GATEWAY) return safepay();
      return code === SANDBOX_GATEWAY ? sandbox : null;
    },
  };
}

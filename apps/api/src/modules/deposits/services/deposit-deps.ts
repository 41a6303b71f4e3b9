import type { FastifyInstance } from 'fastify';
import type { TUrlSigner } from '@/modules/uploads/signed-url';

/** What the deposit services use: the app (database, config, mailer) and the receipt link signer. */
export interface TDepositDeps {
  app: FastifyInstance;
  signer: TUrlSigner;
}

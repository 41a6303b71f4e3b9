import type { TAccessEntry, TLocale, TRole, TUser, TUserStatus } from '@safar/contracts';
import type { Database, Db } from '@safar/db';
import type { AppConfig } from '@/config';
import type { JobQueue } from '@/core/jobs/job-queue';
import type { Mailer } from '@/core/mail/mailer';

/** The signed-in user as the request knows it (loaded with the token on every request). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: TRole;
  status: TUserStatus;
  is_approved: '0' | '1';
  is_formFilled: '0' | '1';
  agencyId: string | null;
  locale: TLocale;
  tokenId: string;
  /** The presented user, loaded with the token (GET /user answers from it). */
  view: TUser;
}

export interface RouteAccessInfo {
  method: string;
  url: string;
  access: TAccessEntry | undefined;
  ownership: string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Entry of the access table (packages/contracts) that may call this route. */
    access?: TAccessEntry;
    /** Name of the ownership policy applied by the handler, or 'none'. */
    ownership?: string;
    /**
     * On a public route: recognise a signed-in caller when a valid token comes with the request
     * (an agent searching flights sees its own prices), and treat a missing or stale token as a visitor.
     */
    optionalUser?: boolean;
    /**
     * On a POST that creates something: honour an `Idempotency-Key` header when one is sent, so a
     * retry creates nothing twice (core/idempotency.ts). Money routes require it instead (`...idempotent`).
     */
    idempotency?: 'optional';
    /** Keep the JSON body's text as received on `req.rawBody` (a signed webhook checks those bytes). */
    rawBody?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The JSON body's text as received, on routes that ask for it (`config.rawBody`); else null. */
    rawBody: string | null;
    locale: TLocale;
    /** Jobs this request queued, whose workers are woken once it has answered. */
    wakeJobs: Set<string>;
  }
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Background jobs on the application's database (core/jobs). */
    jobs: JobQueue;
    routeAccess: RouteAccessInfo[];
  }
}

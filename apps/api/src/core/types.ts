import type { TAccessEntry, TLocale, TRole, TUser, TUserStatus } from '@safar/contracts';
import type { Database, Db } from '@safar/db';
import type { AppConfig } from '@/config';
import type { Mailer } from '@/core/mailer';
import type { NoticeMailQueue } from '@/modules/notifications/notify';

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
  }
  interface FastifyRequest {
    user: AuthUser | null;
    locale: TLocale;
  }
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    mailer: Mailer;
    /** Notification mails, sent after the response (modules/notifications/notify.ts). */
    noticeMails: NoticeMailQueue;
    routeAccess: RouteAccessInfo[];
  }
}

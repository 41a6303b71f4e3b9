import { resolve } from 'node:path';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appUrl: string;
  appKey: string | undefined;
  smtp: { host: string; port: number; user: string | undefined; pass: string | undefined; from: string; secure: boolean } | null;
  /** Development only: keep mails in the database and show them at /dev/mail. */
  captureMail: boolean;
  seedDemo: boolean;
  corsOrigins: string[];
  agencyTimezone: string;
  logLevel: string;
  /** Absolute path of the built SPA; null when the API runs alone. */
  webDist: string | null;
  trustProxy: boolean;
  /** Requests per minute per client across the API; 0 turns the global limit off (benchmarks). */
  rateLimitMax: number;
  /** Testing aid: a cron expression that replaces every scheduled job's own. */
  jobsCron: string | null;
}

export class ConfigError extends Error {}

/** Reads settings from the environment; in production, refuses to start without the required ones. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const production = nodeEnv === 'production';
  if (production) {
    const required = ['DATABASE_URL', 'APP_URL', 'SMTP_HOST', 'SMTP_FROM', 'APP_KEY'] as const;
    const missing = required.filter((k) => !env[k]);
    if (missing.length)
      throw new ConfigError(`Missing required setting${missing.length > 1 ? 's' : ''} for production: ${missing.join(', ')}`);
    if ((env.APP_KEY ?? '').length < 32) throw new ConfigError('APP_KEY must be at least 32 characters in production');
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT is not a valid port: ${env.PORT}`);
  const smtpPort = Number(env.SMTP_PORT ?? 587);
  return {
    env: nodeEnv,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appKey: env.APP_KEY,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: smtpPort,
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
          from: env.SMTP_FROM ?? 'Safar <no-reply@localhost>',
          secure: env.SMTP_SECURE === 'true' || smtpPort === 465,
        }
      : null,
    captureMail: !production,
    seedDemo: !production && env.SEED_DEMO !== 'false',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    agencyTimezone: env.AGENCY_TIMEZONE ?? 'Asia/Karachi',
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    jobsCron: env.JOBS_CRON || null,
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1000),
  };
}

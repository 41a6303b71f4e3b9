import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { integrationKeyEnvName, INTEGRATION_KEY_NAMES, isCurrency, type TCurrency, type TIntegrationKeyName } from '@safar/contracts';
import { LOCK_UPDATE_MAX_MS, LOCK_UPDATE_MIN_MS, LOCK_UPDATE_MS } from '@/data-dir-lock';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: statements prepared once per connection; false behind a pooler that moves sessions (PgBouncer in transaction mode). */
  databaseNamedStatements: boolean;
  /** PostgreSQL: the connections this process keeps (DATABASE_POOL_MAX); unset, the database package's default. */
  databasePoolMax: number | undefined;
  redisUrl: string | undefined;
  /** Where the Duffel adapter sends its calls: Duffel's API, or a local mock server for offline work. */
  duffelApiUrl: string | undefined;
  appUrl: string;
  appKey: string | undefined;
  /** Safepay's environment for the keys given (sandbox keys do not work in production), and its hosts overridden (a local mock). */
  safepayEnvironment: 'sandbox' | 'production';
  safepayBaseUrl: string | undefined;
  safepayCheckoutUrl: string | undefined;
  smtp: { host: string; port: number; user: string | undefined; pass: string | undefined; from: string; secure: boolean } | null;
  /** Development and test only: keep mails in the database and show them at /dev/mail (to this machine). */
  captureMail: boolean;
  seedDemo: boolean;
  corsOrigins: string[];
  agencyTimezone: string;
  /** The currency the agency sells in: suppliers' prices are converted to it. */
  agencyCurrency: TCurrency;
  /** Integration keys set in the environment (DUFFEL_ACCESS_TOKEN…): they win over saved ones. */
  integrationKeys: Partial<Record<TIntegrationKeyName, string>>;
  logLevel: string;
  /** Absolute path of the built SPA; null when the API runs alone. */
  webDist: string | null;
  /**
   * Which proxies may name the client in X-Forwarded-For: false (none, the socket is the
   * client), a number of hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** Sign-in requests per client address, per window (see modules/auth/auth.limits.ts). */
  authIpLimits: { login: number; verify: number; mail: number };
  /** Sign-in attempts per account and client address per 10 minutes (three times that across addresses). */
  authAccountLoginMax: number;
  /** Requests per minute per client across the API; 0 turns the global limit off (benchmarks). */
  rateLimitMax: number;
  /** Testing aid: a cron expression that replaces every scheduled job's own. */
  jobsCron: string | null;
  /** Testing aid: seconds before a failed job's first retry, replacing every job's own (backoff still doubles it). */
  jobsRetryDelaySeconds: number | null;
  /**
   * Testing aid: seconds before a booking's first check with the supplier (crash tests that
   * restart the process and wait for it). Null: the bookings module's default, which outlasts a
   * supplier call; less than that lets the check race a call still in flight.
   */
  bookingReconcileDelaySeconds: number | null;
  /** How often the holder of DATA_DIR's lock refreshes it, and so notices it was taken away (data-dir-lock.ts). */
  dataDirLockRefreshMs: number;
}

export class ConfigError extends Error {}

const ENVIRONMENTS = ['development', 'test', 'production'] as const;

/** NODE_ENV: unset is development; a value we do not know is refused rather than guessed. */
function readEnvironment(value: string | undefined): AppConfig['env'] {
  if (value === undefined || value === '') return 'development';
  const known = ENVIRONMENTS.find((e) => e === value);
  if (!known) throw new ConfigError(`NODE_ENV must be one of ${ENVIRONMENTS.join(', ')} (got "${value}")`);
  return known;
}

/** proxy-addr's names for address ranges, accepted beside addresses and CIDRs. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrCidr = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
};

/**
 * TRUST_PROXY: the number of proxy hops in front of the app, or the proxies' addresses/CIDRs.
 * `true` ("trust every X-Forwarded-For") is refused: it lets any client name its own address.
 */
function readTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true is no longer accepted: give the number of proxies in front of Safar (e.g. 1) or their addresses/CIDRs (e.g. 10.0.0.0/8)',
    );
  const entries = raw.split(',').map((s) => s.trim());
  const bad = entries.filter((e) => !isAddressOrCidr(e));
  if (bad.length)
    throw new ConfigError(`TRUST_PROXY must be a number of hops or addresses/CIDRs separated by commas; not valid: ${bad.join(', ')}`);
  return entries;
}

/** A whole number of at least 1, or the default when unset. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) throw new ConfigError(`${name} must be a positive whole number (got "${raw}")`);
  return Number(raw);
}

/** DATABASE_POOL_MAX: unset, the database package's default; never below 2 (the start holds one connection for its lock while it works on another). */
function readPoolMax(env: NodeJS.ProcessEnv): number | undefined {
  if (!env.DATABASE_POOL_MAX) return undefined;
  const max = positiveInt(env, 'DATABASE_POOL_MAX', 2);
  if (max < 2)
    throw new ConfigError('DATABASE_POOL_MAX must be at least 2: the start holds one connection for its lock while it works on another');
  return max;
}

/** DATA_DIR_LOCK_REFRESH_SECONDS: whole seconds, within what the lock allows (at least 1, at most half its stale period). */
function readLockRefreshMs(env: NodeJS.ProcessEnv): number {
  const name = 'DATA_DIR_LOCK_REFRESH_SECONDS';
  const ms = positiveInt(env, name, LOCK_UPDATE_MS / 1000) * 1000;
  if (ms < LOCK_UPDATE_MIN_MS || ms > LOCK_UPDATE_MAX_MS)
    throw new ConfigError(`${name} must be from ${LOCK_UPDATE_MIN_MS / 1000} to ${LOCK_UPDATE_MAX_MS / 1000} (got "${env[name]}")`);
  return ms;
}

/** AGENCY_CURRENCY: one of the currencies Safar knows (their exponents decide how amounts are kept). */
function readAgencyCurrency(value: string | undefined): TCurrency {
  const raw = (value ?? '').trim().toUpperCase();
  if (raw === '') return 'PKR';
  if (!isCurrency(raw)) throw new ConfigError(`AGENCY_CURRENCY must be a known ISO 4217 currency code such as PKR or USD (got "${value}")`);
  return raw;
}

/** The integration keys given in the environment, by their variable (an empty one counts as unset). */
function readIntegrationKeys(env: NodeJS.ProcessEnv): AppConfig['integrationKeys'] {
  const keys: AppConfig['integrationKeys'] = {};
  for (const name of INTEGRATION_KEY_NAMES) {
    const value = env[integrationKeyEnvName(name)];
    if (value) keys[name] = value;
  }
  return keys;
}

/** SAFEPAY_ENVIRONMENT: production by default in production, sandbox elsewhere. */
function readSafepayEnvironment(value: string | undefined, production: boolean): AppConfig['safepayEnvironment'] {
  if (value === undefined || value === '') return production ? 'production' : 'sandbox';
  if (value !== 'sandbox' && value !== 'production')
    throw new ConfigError(`SAFEPAY_ENVIRONMENT must be sandbox or production (got "${value}")`);
  return value;
}

/** Reads settings from the environment; in production, refuses to start without the required ones. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = readEnvironment(env.NODE_ENV);
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
    // Development and test serve the mail inbox and demo accounts: this machine only, unless HOST
    // says otherwise. Production (no inbox, no demo data) sits behind a proxy on another host or
    // container, so it listens on every interface.
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseNamedStatements: env.DATABASE_NAMED_STATEMENTS !== 'false',
    databasePoolMax: readPoolMax(env),
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
    captureMail: nodeEnv === 'development' || nodeEnv === 'test',
    seedDemo: !production && env.SEED_DEMO !== 'false',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    agencyTimezone: env.AGENCY_TIMEZONE ?? 'Asia/Karachi',
    agencyCurrency: readAgencyCurrency(env.AGENCY_CURRENCY),
    integrationKeys: readIntegrationKeys(env),
    duffelApiUrl: env.DUFFEL_API_URL || undefined,
    safepayEnvironment: readSafepayEnvironment(env.SAFEPAY_ENVIRONMENT, production),
    safepayBaseUrl: env.SAFEPAY_API_URL || undefined,
    safepayCheckoutUrl: env.SAFEPAY_CHECKOUT_URL || undefined,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    jobsCron: env.JOBS_CRON || null,
    jobsRetryDelaySeconds: env.JOBS_RETRY_DELAY_SECONDS ? positiveInt(env, 'JOBS_RETRY_DELAY_SECONDS', 1) : null,
    bookingReconcileDelaySeconds: env.BOOKING_RECONCILE_DELAY_SECONDS ? positiveInt(env, 'BOOKING_RECONCILE_DELAY_SECONDS', 1) : null,
    dataDirLockRefreshMs: readLockRefreshMs(env),
    webDist: env.WEB_DIST === '' ? null : resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    authIpLimits: {
      login: positiveInt(env, 'AUTH_IP_LOGIN_MAX', 300),
      verify: positiveInt(env, 'AUTH_IP_VERIFY_MAX', 300),
      mail: positiveInt(env, 'AUTH_IP_MAIL_MAX', 100),
    },
    authAccountLoginMax: positiveInt(env, 'AUTH_ACCOUNT_LOGIN_MAX', 10),
    rateLimitMax: Number(env.RATE_LIMIT_MAX ?? 1000),
  };
}

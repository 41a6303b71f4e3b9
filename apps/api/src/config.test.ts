import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://safar@db.internal:5432/safar',
  APP_URL: 'https://safar.example.com/',
  SMTP_HOST: 'smtp.example.com',
  SMTP_FROM: 'Safar <no-reply@example.com>',
  APP_KEY: 'k'.repeat(32),
} as const;

describe('loadConfig', () => {
  it('has the documented development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseNamedStatements: true,
      redisUrl: undefined,
      appUrl: 'http://localhost:3000',
      smtp: null,
      captureMail: true,
      seedDemo: true,
      corsOrigins: [],
      agencyTimezone: 'Asia/Karachi',
      logLevel: 'info',
      trustProxy: false,
      rateLimitMax: 1000,
      authIpLimits: { login: 300, verify: 300, mail: 100 },
      authAccountLoginMax: 10,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('DATABASE_NAMED_STATEMENTS=false runs every statement unnamed (behind a pooler that moves sessions)', () => {
    expect(loadConfig({ DATABASE_NAMED_STATEMENTS: 'false' }).databaseNamedStatements).toBe(false);
    expect(loadConfig({ DATABASE_NAMED_STATEMENTS: 'true' }).databaseNamedStatements).toBe(true);
  });

  it('DATABASE_POOL_MAX sets the connections kept; unset leaves the database package its default; below 2 or not a whole number refuses to start', () => {
    expect(loadConfig({}).databasePoolMax).toBeUndefined();
    expect(loadConfig({ DATABASE_POOL_MAX: '12' }).databasePoolMax).toBe(12);
    expect(loadConfig({ DATABASE_POOL_MAX: '2' }).databasePoolMax).toBe(2);
    for (const bad of ['0', '-3', 'ten', '2.5'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad }), bad).toThrow(/DATABASE_POOL_MAX must be a positive whole number/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '1' })).toThrow(/DATABASE_POOL_MAX must be at least 2/);
  });

  it('SEED_DEMO=false switches the demo seed off; WEB_DIST="" runs the API alone', () => {
    const config = loadConfig({ SEED_DEMO: 'false', WEB_DIST: '' });
    expect(config.seedDemo).toBe(false);
    expect(config.webDist).toBeNull();
  });

  it('starts in production with every required setting, without demo data or mail capture', () => {
    const config = loadConfig({ ...PRODUCTION });
    expect(config.env).toBe('production');
    expect(config.seedDemo).toBe(false);
    expect(config.captureMail).toBe(false);
    expect(config.appUrl).toBe('https://safar.example.com');
    expect(config.smtp).toMatchObject({ host: 'smtp.example.com', port: 587, from: 'Safar <no-reply@example.com>', secure: false });
  });

  it('ignores SEED_DEMO=true in production', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it.each(['DATABASE_URL', 'APP_URL', 'SMTP_HOST', 'SMTP_FROM', 'APP_KEY'] as const)(
    'refuses to start in production without %s and names it',
    (name) => {
      const env: NodeJS.ProcessEnv = { ...PRODUCTION };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${name}\\b`));
      // Only the missing one is named.
      const others = ['DATABASE_URL', 'APP_URL', 'SMTP_HOST', 'SMTP_FROM', 'APP_KEY'].filter((n) => n !== name);
      try {
        loadConfig(env);
      } catch (err) {
        for (const other of others) expect((err as Error).message).not.toContain(other);
      }
    },
  );

  it('names every missing setting at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('DATABASE_URL, APP_URL, SMTP_HOST, SMTP_FROM, APP_KEY');
  });

  it('treats an empty value as missing', () => {
    expect(() => loadConfig({ ...PRODUCTION, SMTP_HOST: '' })).toThrow(/SMTP_HOST/);
  });

  it('refuses a short APP_KEY in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, APP_KEY: 'short' })).toThrow(/APP_KEY must be at least 32 characters/);
  });

  it('refuses an invalid PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('captures mail only in development and test, and refuses an unknown NODE_ENV', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).captureMail).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).captureMail).toBe(true);
    expect(loadConfig({ ...PRODUCTION }).captureMail).toBe(false);
    for (const value of ['staging', 'prod', 'Production', 'dev']) {
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: value })).toThrow(ConfigError);
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: value })).toThrow(/NODE_ENV must be one of development, test, production/);
    }
  });

  it('reads TRUST_PROXY as a number of hops or a list of addresses and CIDRs', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true (trust anyone) and entries that are not addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/number of proxies .* or their addresses/);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.1,proxy.internal', '<b>1.2.3.4</b>', '1.5', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the sign-in limits, refusing anything but positive whole numbers', () => {
    const config = loadConfig({
      AUTH_IP_LOGIN_MAX: '500',
      AUTH_IP_VERIFY_MAX: '800',
      AUTH_IP_MAIL_MAX: '40',
      AUTH_ACCOUNT_LOGIN_MAX: '20',
    });
    expect(config.authIpLimits).toEqual({ login: 500, verify: 800, mail: 40 });
    expect(config.authAccountLoginMax).toBe(20);
    for (const name of ['AUTH_IP_LOGIN_MAX', 'AUTH_IP_VERIFY_MAX', 'AUTH_IP_MAIL_MAX', 'AUTH_ACCOUNT_LOGIN_MAX']) {
      for (const bad of ['0', '-5', '2.5', 'many', '1e3']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(ConfigError);
        expect(() => loadConfig({ [name]: bad })).toThrow(new RegExp(`${name} must be a positive whole number`));
      }
    }
  });

  it("reads how often DATA_DIR's lock is refreshed: 5 s by default, whole seconds from 1 to half the lock's stale period", () => {
    expect(loadConfig({}).dataDirLockRefreshMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR_LOCK_REFRESH_SECONDS: '1' }).dataDirLockRefreshMs).toBe(1_000);
    expect(loadConfig({ DATA_DIR_LOCK_REFRESH_SECONDS: '30' }).dataDirLockRefreshMs).toBe(30_000);
    for (const bad of ['0', '31', '0.5', 'often']) {
      expect(() => loadConfig({ DATA_DIR_LOCK_REFRESH_SECONDS: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR_LOCK_REFRESH_SECONDS: bad }), bad).toThrow(/DATA_DIR_LOCK_REFRESH_SECONDS must be/);
    }
  });

  it('reads the testing aid for job retries: unset keeps each job its own delay, else a positive whole number of seconds', () => {
    expect(loadConfig({}).jobsRetryDelaySeconds).toBeNull();
    expect(loadConfig({ JOBS_RETRY_DELAY_SECONDS: '5' }).jobsRetryDelaySeconds).toBe(5);
    for (const bad of ['0', '-1', 'soon']) {
      expect(() => loadConfig({ JOBS_RETRY_DELAY_SECONDS: bad }), bad).toThrow(/JOBS_RETRY_DELAY_SECONDS must be a positive whole number/);
    }
  });
});

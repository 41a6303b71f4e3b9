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
      host: '0.0.0.0',
      databaseUrl: undefined,
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
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
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
});

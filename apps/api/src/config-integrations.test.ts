import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config';

describe('AGENCY_CURRENCY', () => {
  it('defaults to PKR, reads a known currency in any case, and refuses an unknown one naming it', () => {
    expect(loadConfig({}).agencyCurrency).toBe('PKR');
    expect(loadConfig({ AGENCY_CURRENCY: 'sar' }).agencyCurrency).toBe('SAR');
    expect(loadConfig({ AGENCY_CURRENCY: ' KWD ' }).agencyCurrency).toBe('KWD');
    expect(() => loadConfig({ AGENCY_CURRENCY: 'XYZ' })).toThrow(ConfigError);
    expect(() => loadConfig({ AGENCY_CURRENCY: 'rupees' })).toThrow(/AGENCY_CURRENCY must be a known ISO 4217 currency code.*"rupees"/);
  });
});

describe('integration keys in the environment', () => {
  it('reads each known key from its capitalised variable; empty means unset, and other variables are ignored', () => {
    const config = loadConfig({ DUFFEL_ACCESS_TOKEN: 'duffel_test_x1', SAFEPAY_API_KEY: '', STRIPE_KEY: 'sk_1' });
    expect(config.integrationKeys).toEqual({ duffel_access_token: 'duffel_test_x1' });
    expect(loadConfig({}).integrationKeys).toEqual({});
  });
});

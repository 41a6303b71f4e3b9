import { describe, expect, it } from 'vitest';
import { redact } from './activity';

describe('redact', () => {
  it('hides secrets at any depth and keeps ordinary fields', () => {
    const out = redact({
      password: 'x',
      password_confirmation: 'y',
      passwordHash: 'h',
      token: 't',
      authorisation: { token: 't2', type: 'bearer' },
      code: '123456',
      country_code: 'PK',
      nested: [{ api_key: 'k', name: 'n' }],
      when: new Date('2026-01-01T00:00:00Z'),
    });
    expect(out).toEqual({
      password: '[redacted]',
      password_confirmation: '[redacted]',
      passwordHash: '[redacted]',
      token: '[redacted]',
      authorisation: { token: '[redacted]', type: 'bearer' },
      code: '[redacted]',
      country_code: 'PK',
      nested: [{ api_key: '[redacted]', name: 'n' }],
      when: '2026-01-01T00:00:00.000Z',
    });
  });
});

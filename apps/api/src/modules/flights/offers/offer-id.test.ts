import { describe, expect, it } from 'vitest';
import { decodeFlightId, encodeFlightId } from './offer-id';

describe('flight ids', () => {
  it('name a stored answer and a position, and decode back', () => {
    const setId = '01937b2e-5c1a-7d4e-9a3b-1c2d3e4f5a6b';
    const id = encodeFlightId(setId, 12);
    expect(id).toBe('01937b2e5c1a7d4e9a3b1c2d3e4f5a6b-12');
    expect(decodeFlightId(id)).toEqual({ setId, index: 12 });
  });

  it('refuse anything else', () => {
    for (const bad of [
      '',
      '1',
      'x-1',
      '01937b2e5c1a7d4e9a3b1c2d3e4f5a6b',
      '01937b2e5c1a7d4e9a3b1c2d3e4f5a6b--1',
      "01937b2e5c1a7d4e9a3b1c2d3e4f5a6b-1' or 1=1",
    ]) {
      expect(decodeFlightId(bad)).toBeNull();
    }
  });
});

import { describe, expect, it, vi } from 'vitest';
import { referenceData } from './reference-data';

describe('simulated GDS: airport and airline data', () => {
  it('reads nothing when created, and the data on the first search', async () => {
    // Fresh copies of the modules: an earlier test file in the same worker may have loaded the data.
    vi.resetModules();
    const fresh = await import('./reference-data');
    const { ctx, oneWay, simA } = await import('./testing');
    const supplier = simA();
    expect(fresh.isReferenceDataLoaded()).toBe(false);
    await supplier.search(oneWay('KHI', 'DXB'), ctx());
    expect(fresh.isReferenceDataLoaded()).toBe(true);
    console.info(
      `first use of the airport and airline data: ${fresh.referenceData().loadMs} ms wall, ${fresh.referenceData().loadCpuMs} ms CPU`,
    );
  });

  it('knows thousands of airports by IATA code, with their zones', () => {
    const { airports } = referenceData();
    expect(airports.size).toBeGreaterThan(5_000);
    expect(airports.get('KHI')).toMatchObject({
      city: 'Karachi',
      country: 'Pakistan',
      tz: 'Asia/Karachi',
      large: true,
      international: true,
    });
    expect(airports.get('AKL')?.tz).toBe('Pacific/Auckland');
    for (const a of airports.values()) expect(a.iata).toMatch(/^[A-Z]{3}$/);
  });

  it('gives airports the data leaves without a zone the zone of their nearest neighbour in the country', () => {
    const { airports } = referenceData();
    expect(airports.get('ISB')?.tz).toBe('Asia/Karachi');
    expect(airports.get('DOH')?.tz).toBe('Asia/Qatar');
    expect(airports.get('IST')?.tz).toBe('Europe/Istanbul');
    const zones = new Set([...airports.values()].map((a) => a.tz));
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });

  it('keeps active passenger airlines with a two-character code, and no \\N placeholders', () => {
    const { airlines, airports } = referenceData();
    const countries = new Set([...airports.values()].map((a) => a.country));
    expect(airlines.size).toBeGreaterThan(500);
    expect(airlines.get('PK')).toMatchObject({ name: 'Pakistan International Airlines', country: 'Pakistan' });
    expect(airlines.get('LH')?.name).toBe('Lufthansa');
    for (const a of airlines.values()) {
      expect(a.iata).toMatch(/^[A-Z0-9]{2}$/);
      expect(countries.has(a.country)).toBe(true);
      expect(JSON.stringify(a)).not.toContain('\\N');
      expect(a.name).not.toMatch(/cargo/i);
    }
  });

  it('maps airline country names onto the airport data’s (Myanmar, Ivory Coast, the Congos)', () => {
    const { airlinesByCountry } = referenceData();
    expect(airlinesByCountry.get('Burma')?.length).toBeGreaterThan(0);
    expect(airlinesByCountry.has('Myanmar (Burma)')).toBe(false);
    expect(airlinesByCountry.has('Ivory Coast')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { fanOut } from './fan-out';
import { fakeOffer, fakeSupplier } from './fake-supplier';

const request = {
  slices: [{ origin: 'KHI', destination: 'DXB', departureDate: '2030-01-10' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'economy' as const,
};

describe('fanOut', () => {
  it('answers at the deadline of a hanging supplier with what the others sent, naming the one that timed out', async () => {
    const seen: string[] = [];
    const started = performance.now();
    const statuses = await fanOut(
      [
        { code: 'fast', name: 'Fast', deadlineMs: 1000, supplier: fakeSupplier('fast', { delayMs: 10, offers: (r) => [fakeOffer(r)] }) },
        { code: 'hang', name: 'Hang', deadlineMs: 150, supplier: fakeSupplier('hang', { behaviour: 'hang' }) },
        { code: 'down', name: 'Down', deadlineMs: 1000, supplier: fakeSupplier('down', { behaviour: 'fail' }) },
      ],
      request,
      async ({ source }) => void seen.push(source.code),
    );
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(140);
    expect(elapsed).toBeLessThan(600);
    expect(seen).toEqual(['fast']);
    expect(statuses.map((s) => [s.code, s.status, s.offers])).toEqual([
      ['fast', 'ok', 1],
      ['hang', 'timeout', 0],
      ['down', 'error', 0],
    ]);
  });

  it('times out a supplier that ignores the abort signal as well', async () => {
    const deaf = fakeSupplier('deaf', { delayMs: 5_000 });
    deaf.search = () => new Promise(() => {});
    const started = performance.now();
    const [status] = await fanOut([{ code: 'deaf', name: 'Deaf', deadlineMs: 100, supplier: deaf }], request, async () => {});
    expect(status!.status).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(500);
  });
});

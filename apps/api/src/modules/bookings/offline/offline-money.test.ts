import { describe, expect, it } from 'vitest';
import { offlineAmounts, offlineDifference } from './offline-money';

describe('offline booking amounts', () => {
  it('charges the selling price, owes the supplier the net and keeps the rest as margin', () => {
    expect(offlineAmounts(80_000, 95_000)).toEqual({
      netMinor: 80_000,
      airlineMarginMinor: 15_000,
      markupMinor: 0,
      grossMinor: 95_000,
      dueMinor: 95_000,
    });
    expect(offlineAmounts(50_000, 50_000).airlineMarginMinor).toBe(0);
  });

  it('refuses a selling price below the net', () => {
    expect(() => offlineAmounts(10_000, 9_999)).toThrow(RangeError);
  });

  it('an edit moves the difference only, balanced, and nothing when the amounts stay', () => {
    const before = offlineAmounts(80_000, 95_000);
    expect(offlineDifference(before, offlineAmounts(80_000, 95_000))).toBeNull();
    const dearer = offlineDifference(before, offlineAmounts(82_000, 100_000))!;
    expect(dearer).toEqual({ walletMinor: -5_000, payableMinor: 2_000, marginMinor: 3_000 });
    const cheaper = offlineDifference(before, offlineAmounts(80_000, 90_000))!;
    expect(cheaper).toEqual({ walletMinor: 5_000, payableMinor: 0, marginMinor: -5_000 });
    for (const d of [dearer, cheaper]) expect(d.walletMinor + d.payableMinor + d.marginMinor).toBe(0);
  });

  it('a lower net at the same price moves payable to margin without touching the wallet', () => {
    expect(offlineDifference(offlineAmounts(80_000, 95_000), offlineAmounts(75_000, 95_000))).toEqual({
      walletMinor: 0,
      payableMinor: -5_000,
      marginMinor: 5_000,
    });
  });
});

/**
 * Seeded randomness. Every choice the simulator makes is a pure function of the instance's seed
 * and what is being decided ("EK|KHI|DXB|2026-05-01|times"), so the same question always gets
 * the same answer, in any order, in any process. Math.random is never used.
 */

/** 32-bit FNV-1a of the parts joined with '|', finished with a murmur-style mix. */
export function hash32(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  const text = parts.join('|');
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) decided by the parts alone. */
export const unit = (...parts: (string | number)[]): number => hash32(...parts) / 4294967296;

/** A small PRNG (mulberry32) for a sequence of draws under one key. */
export class Rng {
  private state: number;

  constructor(...parts: (string | number)[]) {
    this.state = hash32(...parts);
  }

  /** [0, 1) */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  chance(p: number): boolean {
    return this.next() < p;
  }
}

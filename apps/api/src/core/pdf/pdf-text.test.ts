import { describe, expect, it } from 'vitest';
import { drawLine, isolateLtr, type TTextSurface, visualRuns, wrapLines } from './pdf-text';

const texts = (text: string, dir: 'ltr' | 'rtl' | 'auto') => visualRuns(text, dir).map((r) => r.text);

/** A surface where every character is 1 unit wide, recording what is drawn where. */
function surface() {
  const drawn: { text: string; x: number }[] = [];
  const doc: TTextSurface = {
    widthOfString: (text) => Array.from(text).length,
    text: (text, x) => drawn.push({ text, x }),
  };
  return { doc, drawn };
}

describe('visualRuns', () => {
  it('keeps plain left-to-right text as one run', () => {
    expect(texts('Deposit approved', 'ltr')).toEqual(['Deposit approved']);
  });

  it('hands an Arabic run to the shaper in logical order (fontkit reverses it)', () => {
    expect(texts('إيداع نقدي', 'rtl')).toEqual(['إيداع نقدي']);
  });

  it('orders mixed runs for display: Latin and numbers stay left to right inside Arabic', () => {
    // logical "رقم BKG-000123" → display, left to right: the code, then the Arabic run (still in
    // logical order with its space, which the shaper puts on its left when it reverses the run)
    expect(texts('رقم BKG-000123', 'rtl')).toEqual(['BKG-000123', 'رقم ']);
    expect(texts('حجز 3 ليال', 'rtl')).toEqual([' ليال', '3', 'حجز ']);
  });

  it('mirrors brackets in right-to-left runs', () => {
    expect(texts('طيران (كراتشي)', 'rtl')).toEqual(['طيران )كراتشي(']);
  });

  it('isolates keep dates whole and are dropped before drawing', () => {
    const plain = texts('من 2026-10-01', 'rtl').join('|');
    expect(plain).toContain('01');
    const isolated = texts(`من ${isolateLtr('2026-10-01')}`, 'rtl');
    expect(isolated).toContain('2026-10-01');
    expect(isolated.join('')).not.toMatch(/[\u2066-\u2069]/);
  });

  it("'auto' follows the first strong letter", () => {
    expect(texts('Hotel مكة', 'auto')).toEqual(['Hotel ', 'مكة']);
    expect(texts('مكة Hotel', 'auto')).toEqual(['Hotel', 'مكة ']);
  });

  it('empty text has no runs', () => {
    expect(visualRuns('', 'rtl')).toEqual([]);
  });
});

describe('drawLine and wrapLines', () => {
  it('right-aligns runs in visual order inside the box', () => {
    const { doc, drawn } = surface();
    drawLine(doc, 'رقم AB', 0, 0, 20, 'right', 'rtl');
    expect(drawn).toEqual([
      { text: 'AB', x: 14 },
      { text: 'رقم ', x: 16 },
    ]);
  });

  it('wraps at spaces and cuts words longer than the box', () => {
    const { doc } = surface();
    expect(wrapLines(doc, 'one two three', 7)).toEqual(['one two', 'three']);
    expect(wrapLines(doc, 'abcdefghij', 4)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrapLines(doc, '   ', 4)).toEqual(['']);
  });
});

import bidiFactory from 'bidi-js';

/**
 * Right-to-left text for PDFKit. PDFKit shapes Arabic through fontkit (GSUB: initial, medial,
 * final and ligature forms) and fontkit puts the glyphs of an Arabic run in visual order, but
 * PDFKit has no bidi algorithm: a line mixing Arabic, Latin and digits comes out in the wrong
 * order, and its per-word cache lays Arabic words out left to right. So each line goes through
 * the Unicode Bidirectional Algorithm (bidi-js) here and is drawn run by run, left to right:
 * - runs of one embedding level are reordered for display (UAX #9 rule L2);
 * - a right-to-left run that holds Arabic (or Hebrew) letters is handed to the shaper in logical
 *   order, so joining is computed on the real neighbours, and fontkit reverses it;
 * - a right-to-left run of neutrals only (" - ", "(") is reversed here and its brackets mirrored;
 * - bidi controls (isolates around dates and codes) are honoured, then dropped before drawing.
 */

const bidi = bidiFactory();
const RTL_LETTERS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
// Bidi controls steer the algorithm but have no glyph; they are dropped before shaping.
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;

export type TDirection = 'ltr' | 'rtl' | 'auto';

export interface TVisualRun {
  /** Text to hand to the shaper (logical order for an Arabic run). */
  text: string;
  level: number;
}

export function visualRuns(text: string, direction: TDirection): TVisualRun[] {
  if (text === '') return [];
  // 'auto' takes the direction of the first strong letter (HTML dir=auto), for user text in either script.
  const embedding = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  const { levels } = embedding;
  const runs: { start: number; end: number; level: number }[] = [];
  for (let i = 0; i < text.length; i++) {
    const level = levels[i] ?? 0;
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level });
  }
  // L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if ((runs[i]?.level ?? 0) < level) continue;
      let j = i;
      while (j + 1 < runs.length && (runs[j + 1]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i + 1, ...runs.slice(i, j + 1).reverse());
      i = j;
    }
  }
  return runs.map(({ start, end, level }) => {
    const rtl = level % 2 === 1;
    let chunk = '';
    for (let i = start; i < end; i++) {
      const ch = text[i] ?? '';
      // fontkit reverses an Arabic run but does not mirror brackets (rule L4), so it is done here.
      if (!CONTROLS.test(ch)) chunk += rtl ? (bidi.getMirroredCharacter(ch) ?? ch) : ch;
    }
    if (rtl && !RTL_LETTERS.test(chunk)) chunk = Array.from(chunk).reverse().join('');
    return { text: chunk, level };
  });
}

/** Wraps a left-to-right token (a date, a code, an amount) so Arabic around it cannot reorder its parts. */
export const isolateLtr = (value: string) => `\u2066${value}\u2069`;

/** What the drawing helpers need from a PDFKit document (kept narrow so they are easy to test). */
export interface TTextSurface {
  widthOfString(text: string, options?: { features?: [] }): number;
  text(text: string, x: number, y: number, options: { lineBreak: false; features: [] }): unknown;
}

// A defined (empty) feature list makes PDFKit lay out the whole run at once instead of word by
// word from its cache; fontkit still applies every default feature of the script (init, medi, fina, liga…).
const WHOLE_RUN: { features: [] } = { features: [] };

export const lineWidth = (doc: TTextSurface, text: string) => doc.widthOfString(text, WHOLE_RUN);

/** Draws one line inside [x, x + width], aligned left or right, runs in visual order. */
export function drawLine(
  doc: TTextSurface,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'right',
  direction: TDirection,
) {
  const runs = visualRuns(text.trim(), direction).map((run) => ({ ...run, width: doc.widthOfString(run.text, WHOLE_RUN) }));
  const total = runs.reduce((sum, run) => sum + run.width, 0);
  let cursor = align === 'right' ? x + width - total : x;
  for (const run of runs) {
    if (run.text.trim() !== '') doc.text(run.text, cursor, y, { lineBreak: false, ...WHOLE_RUN });
    cursor += run.width;
  }
}

/**
 * Breaks text into lines no wider than `width`, at spaces, in logical order (each line is then
 * reordered on its own). A word wider than the column is cut between characters.
 */
export function wrapLines(doc: TTextSurface, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (lineWidth(doc, candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let piece = '';
    for (const ch of Array.from(word)) {
      if (piece && lineWidth(doc, piece + ch) > width) {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    current = piece;
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

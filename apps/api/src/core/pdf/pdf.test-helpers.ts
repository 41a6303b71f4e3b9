import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Reading the API's PDFs back in tests, as a reader would. */

export interface TItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

/** Text of every page as pdf.js (Mozilla's reader) extracts it: it turns right-to-left runs back into logical order. */
export async function pagesOf(pdf: Buffer): Promise<TItem[][]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, useSystemFonts: false })
    .promise;
  const pages: TItem[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [{ str: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width }]
          : [],
      ),
    );
  }
  await doc.destroy();
  return pages;
}

/** The ToUnicode maps of the embedded fonts: one entry per glyph used, naming the characters it stands for. */
export function toUnicodeEntries(pdf: Buffer): string[] {
  const entries: string[] = [];
  let at = 0;
  for (;;) {
    // "stream" at the start of a line only (not the tail of "endstream"), and stop when none is left.
    const start = pdf.indexOf('>>\nstream\n', at);
    if (start < 0) break;
    const end = pdf.indexOf('\nendstream', start);
    if (end < 0) break;
    at = end + 10;
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start + 10, end)).toString('latin1');
    } catch {
      continue; // not a deflated stream (font programs are, but images or raw streams may not be)
    }
    if (!body.includes('begincmap')) continue;
    for (const range of body.matchAll(/<[0-9a-f]{4}> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) entries.push(...(range[1]?.match(/<[^>]*>/g) ?? []));
  }
  return entries;
}

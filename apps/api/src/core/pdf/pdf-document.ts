import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TLocale } from '@safar/contracts';
import { drawLine, type TDirection } from './pdf-text';

/**
 * What every PDF of the API starts from: PDFKit (pure JavaScript, no binaries) with Vazirmatn, one
 * font with Arabic and Latin glyphs, shipped as TTF in the `vazirmatn` npm package (OFL) and
 * registered as `regular` and `bold`. Arabic text goes through the bidi pass of pdf-text.ts.
 */

const require = createRequire(import.meta.url);

// PDFKit (with fontkit and its Unicode tables) costs about 0.2 s to load: it is loaded with the
// first document, not at every start of the API.
const importPdfKit = () => import('pdfkit');
let pdfkit: ReturnType<typeof importPdfKit> | undefined;
const loadPdfKit = () => (pdfkit ??= importPdfKit());

let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf')),
    bold: readFileSync(require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf')),
  };
  return fonts;
}

/** A4 in points, with the margin every document keeps. */
export const A4 = { width: 595.28, height: 841.89, margin: 36 } as const;
/** Where the page number line sits: body text stays above `bottom`. */
export const FOOTER = { y: A4.height - A4.margin - 10, bottom: A4.height - A4.margin - 24, size: 8 } as const;

export interface TPdfInfo {
  title: string;
  subject: string;
  locale: TLocale;
}

/**
 * A new A4 document with the fonts registered, its pages buffered (so page numbers can be written
 * once the count is known), and `done`, which resolves with the bytes after `doc.end()`.
 */
export async function startPdf(info: TPdfInfo): Promise<{ doc: PDFKit.PDFDocument; done: Promise<Buffer> }> {
  const { default: PDFDocument } = await loadPdfKit();
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: A4.margin,
    bufferPages: true,
    autoFirstPage: true,
    info: { Title: info.title, Author: 'Safar', Subject: info.subject },
    lang: info.locale,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  return { doc, done };
}

/**
 * Writes "Page n of N" centred at the foot of every page. The count is known only once every page
 * exists, so this runs last, on the buffered pages.
 */
export function numberPages(doc: PDFKit.PDFDocument, text: (page: number, pages: number) => string, dir: TDirection): void {
  const content = A4.width - 2 * A4.margin;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('regular').fontSize(FOOTER.size).fillColor('#555555');
    const line = text(i - range.start + 1, range.count);
    const width = doc.widthOfString(line, { features: [] });
    // Writing below the bottom margin would make PDFKit open a new page; lift the margin for the footer.
    doc.page.margins.bottom = 0;
    drawLine(doc, line, A4.margin + (content - width) / 2, FOOTER.y, width + 1, 'left', dir);
    doc.page.margins.bottom = A4.margin;
  }
}

import type { TPackageKind, TPackageView } from '@safar/contracts';
import { preloadImage } from '@/components/images/preload-image';
import { startGet } from '@/lib/api';

/*
 * A package's page, read ahead: its route starts the read beside the page's code on a first
 * visit and starts downloading the gallery's first picture (the page's largest) as soon as the
 * package is known. Constants and the API client only: the route table is in every first download.
 */

const API = { holiday: '/holidays', umrah: '/umrah-packages' } as const;
/** The item's key in the answer of each kind. */
const SUBJECT = { holiday: 'holiday', umrah: 'umrah_package' } as const;

/** GET /holidays/slug/{slug} or /umrah-packages/slug/{slug}: one published package by its address. */
export const packageBySlugPath = (kind: TPackageKind, slug: string) => `${API[kind]}/slug/${encodeURIComponent(slug)}`;

/** How wide the gallery's first picture is drawn: the page's width (72rem less its padding), the screen below that. */
export const GALLERY_LEAD_SIZES = '(min-width: 72rem) 70rem, 100vw';

/** Starts reading the package and, once it is known, downloading its first picture. */
export async function readPackageAhead(kind: TPackageKind, slug: string): Promise<void> {
  try {
    const { data } = await startGet<Record<string, TPackageView>>(packageBySlugPath(kind, slug));
    const lead = data[SUBJECT[kind]]?.gallery[0];
    if (lead) preloadImage(lead.image, GALLERY_LEAD_SIZES);
  } catch {
    // The page's own query shows what went wrong.
  }
}

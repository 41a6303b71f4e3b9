import { z } from 'zod';
import { V } from './common';

/**
 * Rich text as the editor sends it: HTML, bounded in length. The server sanitises it with an
 * allow-list before storing it (and stores only what is left); browsers render that stored HTML
 * and nothing else, so this schema only guards the size.
 */
export const RICH_TEXT_MAX_LENGTH = 50_000;

export const zRichText = z.string({ error: V.invalid }).max(RICH_TEXT_MAX_LENGTH, { error: V.tooLong });

/** The editor's toolbars: a few buttons for a short text, more for a page's body. */
export const RICH_TEXT_PRESETS = ['minimal', 'essential', 'full'] as const;
export type TRichTextPreset = (typeof RICH_TEXT_PRESETS)[number];

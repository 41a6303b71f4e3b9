/** A colour as the API stores it: #RRGGBB (either case). */
export const isHexColour = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

const DARK_TEXT = '#111827';
const LIGHT_TEXT = '#FFFFFF';

/** WCAG relative luminance of #RRGGBB. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * The text colour for a badge on `background`: white or near-black, whichever reads better.
 * Admin picks any colour; the label on it must stay legible (and pass the contrast checks)
 * whether the colour is dark or pale.
 */
export function readableTextOn(background: string): string {
  const bg = luminance(background);
  return contrast(bg, luminance(LIGHT_TEXT)) >= contrast(bg, luminance(DARK_TEXT)) ? LIGHT_TEXT : DARK_TEXT;
}

export interface ColouredBadgeProps {
  label: string;
  colour: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
}

/** A status badge in admin's colour, its text in white or near-black to stay readable; the words carry the meaning. */
export function ColouredBadge({ label, colour, lang, dir }: ColouredBadgeProps) {
  return (
    <span
      className="badge"
      lang={lang}
      dir={dir}
      // A colour admin chose at run time cannot live in a stylesheet.
      style={{ backgroundColor: colour, borderColor: colour, color: readableTextOn(colour) }}
    >
      {label}
    </span>
  );
}

/**
 * The slug made from an English title for a catalogue item's address: accents dropped, every run
 * of other characters than a-z and digits one hyphen, at most `max` characters (never ending on a
 * hyphen). '' when the title has no Latin letter or digit.
 */
export function slugify(title: string, max = 70): string {
  return title
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}

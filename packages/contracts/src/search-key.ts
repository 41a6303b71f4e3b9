/**
 * Letters that Unicode does not decompose into a base letter and a mark, spelled as people type
 * them on a keyboard without them ("Hornafjörður" is typed "hornafjordur", "Łódź" "lodz").
 */
const FOLDED: Record<string, string> = { ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };

/**
 * The form of a name that searches compare: accents removed, lower case, spaces collapsed. The
 * database keeps it beside the name (computed here, so the embedded database needs no extension)
 * and the search term goes through the same function, so "sao" finds "São Paulo".
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþæœßı]/g, (c) => FOLDED[c] ?? c)
    .replace(/\s+/g, ' ')
    .trim();
}

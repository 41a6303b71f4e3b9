/**
 * Intl formatters kept by what makes them (language, options): making one costs far more than
 * using it (1 to 5 ms on a phone for a DisplayNames or a currency format), and a page of cards
 * formats the same few dozens of times.
 */
const kept = new Map<string, unknown>();

export function keptFormatter<T>(key: string, make: () => T): T {
  let formatter = kept.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    kept.set(key, formatter);
  }
  return formatter;
}

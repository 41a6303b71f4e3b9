import { searchKey } from '@safar/contracts';
import { airlines, airports } from '@safar/db';
import { asc, eq, like, or, sql } from 'drizzle-orm';
import { escapeLike, prefixPattern } from '@/core/like';

/*
 * The autocomplete searches of airports and airlines: prefixes compared on the stored search keys
 * (accents removed, lower case; see searchKey), so the database's text_pattern_ops indexes serve
 * them and no extension is needed. The order is the rank of the best way a row matches.
 */

/** A term as the keys store it, and as an IATA code would be typed. */
function terms(term: string) {
  const key = searchKey(term);
  return { prefix: prefixPattern(key), word: `% ${escapeLike(key)}%`, code: term.trim().toUpperCase() };
}

/**
 * Airports: the exact IATA code first ("KHI"), then cities that start with the term ("kar" →
 * Karachi), then names that do ("jinnah"), then, for two typed letters, codes that start with
 * them ("KH"; one letter would bring hundreds of codes for nothing). Within a rank, by city, the
 * international airport first. Every condition is a prefix on an indexed column, so the database
 * answers from its indexes (a bitmap of four index scans) instead of reading every airport: a
 * word in the middle of a name ("heathrow") is not matched, the city ("london") finds it.
 */
export function searchAirports(term: string) {
  const { prefix, code } = terms(term);
  const codePrefix = code.length === 2 ? prefixPattern(code) : null;
  const rank = sql`case
    when ${airports.iataCode} = ${code} then 0
    when ${airports.cityKey} like ${prefix} then 1
    when ${airports.nameKey} like ${prefix} then 2
    else 3 end`;
  return {
    where: or(
      eq(airports.iataCode, code),
      like(airports.cityKey, prefix),
      like(airports.nameKey, prefix),
      codePrefix ? like(airports.iataCode, codePrefix) : undefined,
    ),
    orderBy: [asc(rank), asc(airports.cityKey), sql`${airports.nameKey} not like '%international%'`, asc(airports.nameKey)],
  };
}

/**
 * Airlines: the exact IATA code first ("EK"), then names that start with the term, then names
 * with a word that does ("airways"). About a thousand rows: reading them all costs little.
 */
export function searchAirlines(term: string) {
  const { prefix, word, code } = terms(term);
  const rank = sql`case when ${airlines.iataCode} = ${code} then 0 when ${airlines.nameKey} like ${prefix} then 1 else 2 end`;
  return {
    where: or(eq(airlines.iataCode, code), like(airlines.nameKey, prefix), like(airlines.nameKey, word)),
    orderBy: [asc(rank), asc(airlines.nameKey)],
  };
}

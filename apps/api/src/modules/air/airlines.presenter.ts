import { basisPointsToPercent, decideAccess, isCurrency, type TAirline, type TAirlineMargin, type TMarginRule } from '@safar/contracts';
import type { airlines } from '@safar/db';
import type { AuthUser } from '@/core/types';

export type TAirlineRow = typeof airlines.$inferSelect;

/** Where anyone (a visitor on search results too) fetches an airline's logo: see airline-logos.routes.ts. */
export const airlineLogoUrl = (uploadId: string) => `/api/airline-logos/${uploadId}`;

export function toAirlineMarginView(row: TAirlineRow): TAirlineMargin | null {
  if (!row.marginType) return null;
  return {
    type: row.marginType,
    amount_minor: row.marginAmountMinor,
    currency: row.marginCurrency,
    basis_points: row.marginBasisPoints,
    percent: row.marginBasisPoints === null ? null : basisPointsToPercent(row.marginBasisPoints),
    updated_at: row.marginUpdatedAt?.toISOString() ?? null,
    updated_by: row.marginUpdatedBy ? { id: row.marginUpdatedBy, name: row.marginUpdatedByName ?? '' } : null,
  };
}

/**
 * The stored margin as the pricing module's rule (`priceQuote`'s `airline_margin`), or null: what
 * fare pricing applies to a net fare on this airline.
 */
export function airlineMarginRule(row: TAirlineRow): TMarginRule | null {
  if (row.marginType === 'fixed' && row.marginAmountMinor !== null && isCurrency(row.marginCurrency))
    return { type: 'fixed', amount_minor: row.marginAmountMinor, currency: row.marginCurrency };
  if (row.marginType === 'percent' && row.marginBasisPoints !== null) return { type: 'percent', basis_points: row.marginBasisPoints };
  return null;
}

/**
 * An airline's margin, and who set it, are the agency's own business: admin and finance staff see
 * them; agents, customers, visitors and the other staff get the airline without them.
 */
export const seesAirlineMargins = (user: AuthUser | null) => decideAccess('finance', user) === 'allow';

export function toAirlineView(row: TAirlineRow, reader: AuthUser | null): TAirline {
  return {
    id: row.id,
    iata_code: row.iataCode,
    icao_code: row.icaoCode,
    name: row.name,
    country_code: row.countryCode,
    country_name: row.countryName,
    logo_url: row.logoUploadId ? airlineLogoUrl(row.logoUploadId) : null,
    ...(seesAirlineMargins(reader) ? { margin: toAirlineMarginView(row) } : {}),
    active: row.active,
    edited_at: row.editedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

import {
  departureAgentPriceField,
  departurePriceField,
  PACKAGE_PRICE_TYPES,
  type TDepartureData,
  type TPackagePriceType,
} from '@safar/contracts';
import type { travelPackageDepartures } from '@safar/db';

type TDepartureInsert = typeof travelPackageDepartures.$inferInsert;
type TPriceColumn = keyof TDepartureInsert & `${string}PriceMinor`;

/** Each price type's public and agent columns. */
export const PRICE_COLUMNS: Record<TPackagePriceType, { public: TPriceColumn; agent: TPriceColumn }> = {
  double: { public: 'doublePriceMinor', agent: 'agentDoublePriceMinor' },
  triple: { public: 'triplePriceMinor', agent: 'agentTriplePriceMinor' },
  quad: { public: 'quadPriceMinor', agent: 'agentQuadPriceMinor' },
  child: { public: 'childPriceMinor', agent: 'agentChildPriceMinor' },
  infant: { public: 'infantPriceMinor', agent: 'agentInfantPriceMinor' },
};

/** A departure's prices as columns, from its input. */
export function priceColumns(input: TDepartureData): Pick<TDepartureInsert, TPriceColumn> {
  const columns = {} as Record<TPriceColumn, number>;
  for (const type of PACKAGE_PRICE_TYPES) {
    columns[PRICE_COLUMNS[type].public] = input[departurePriceField(type)];
    columns[PRICE_COLUMNS[type].agent] = input[departureAgentPriceField(type)];
  }
  return columns;
}

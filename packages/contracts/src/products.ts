/**
 * The products the agency sells. Margins are set per product, and the ledger tags
 * revenue with the product that earned it so profit and loss can be read by product.
 */
export const PRODUCTS = ['flight', 'hotel', 'visa', 'holiday', 'umrah', 'group_ticket', 'insurance', 'car', 'tour'] as const;
export type TProduct = (typeof PRODUCTS)[number];
export const isProduct = (value: unknown): value is TProduct =>
  typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);

/** The promo strip's one request (a handful of banners): the strip's query, and the home page's read started ahead. */
export const LIVE_BANNERS_QUERY = { per_page: 10 } as const;

/** Where every offer's details open, for visitors and agents alike (the page picks its layout). */
export const FLIGHT_DETAILS_PATH = '/flight/details';

/** Where a visitor's search shows its results (the storefront). */
export const PUBLIC_RESULTS_PATH = '/flight/search';

/** Where an agent's search shows its results (the agent portal). */
export const AGENT_RESULTS_PATH = '/agent/flights';

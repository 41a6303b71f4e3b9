/**
 * The process environment as it was before `@duffel/api` was evaluated. This module must stay
 * free of imports so that it is evaluated first by `duffel-sdk.ts`, which imports it before the
 * SDK and puts this object back afterwards.
 */
export const environmentBeforeSdk: NodeJS.ProcessEnv = process.env;

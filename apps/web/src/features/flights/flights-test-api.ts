import { stubApi, type TApiAnswer, type TApiCall } from '@/features/testing/people-harness';
import { airportAnswer } from './search/airport-test-kit';

/**
 * Test-only: the people harness's fetch stub, with the search form's airport pickers answered
 * from a fixed list of airports. Every call is recorded.
 */
export function stubFlightApi(handler: (call: TApiCall) => TApiAnswer | Promise<TApiAnswer>) {
  return stubApi((call) => airportAnswer(call) ?? handler(call));
}

/** A promise the test settles when it wants (a search that is still running until then). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

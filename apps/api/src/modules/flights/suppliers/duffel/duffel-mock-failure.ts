/** A refusal the mock answers in Duffel's error shape. */
export class MockFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string,
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = () =>
  new MockFailure(404, 'invalid_request_error', 'not_found', 'Not found', 'The resource you are trying to access does not exist.');
export const invalid = (code: string, title: string, message: string) => new MockFailure(422, 'validation_error', code, title, message);
export const gone = () =>
  invalid('offer_no_longer_available', 'Offer no longer available', 'The selected offer is no longer available; search again.');

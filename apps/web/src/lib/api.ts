import type { TEnvelope, TErrorCode } from '@safar/contracts';
import { clearToken, getToken } from './storage';
import { currentLocale } from './i18n';

/** A failed call: the envelope's code, description and per-field messages (first one shown). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: TErrorCode | 'network_error',
    readonly description: string,
    readonly errors: Record<string, string[]> = {},
    /** What the refusal says beside its message (a new price, the bookings it may duplicate, a booking's state). */
    readonly details: Record<string, unknown> | null = null,
  ) {
    super(description);
  }
  /** The first server message per field, as forms show them. */
  fieldErrors(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.errors).map(([k, v]) => [k, v[0] ?? '']));
  }
}

export interface ApiSuccess<T> {
  data: T;
  description: string;
  key: string | undefined;
  raw: unknown;
}

type Query = Record<string, string | number | boolean | undefined | null>;

/** Called on any 401 outside the Home route: the token is cleared and the app goes to "/". */
let onUnauthenticated: () => void = () => {
  clearToken();
  if (window.location.pathname !== '/home' && window.location.pathname !== '/') window.location.assign('/');
};
export const setUnauthenticatedHandler = (fn: () => void) => {
  onUnauthenticated = fn;
};

/**
 * Where calls go: the browser's fetch to this site's API. The server's first paint of a public page
 * renders the same screens without a browser, and reads through its own API (readThrough).
 */
const browserTransport = { origin: () => window.location.origin, send: ((input, init) => fetch(input, init)) as typeof fetch };
let transport = browserTransport;

/**
 * Sends every call to `send`, as if from `origin`, until the returned function is called, from
 * nothing read ahead (reads started before were another page's, or another language's).
 */
export function readThrough(origin: string, send: typeof fetch): () => void {
  transport = { origin: () => origin, send };
  startedReads.clear();
  return () => {
    transport = browserTransport;
    startedReads.clear();
  };
}

export async function api<T>(
  method: string,
  path: string,
  options: { body?: unknown; query?: Query; headers?: Record<string, string> } = {},
): Promise<ApiSuccess<T>> {
  const url = new URL(`/api${path}`, transport.origin());
  for (const [k, v] of Object.entries(options.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  const token = getToken();
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let res: Response;
  try {
    res = await transport.send(url, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'accept-language': currentLocale(),
        ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, 'network_error', '');
  }
  const envelope = (await res.json().catch(() => null)) as
    (TEnvelope<T> & { errors?: Record<string, string[]>; authorisation?: unknown }) | null;
  if (!res.ok || !envelope || !envelope.success) {
    if (res.status === 401 && token) onUnauthenticated();
    const message = envelope?.message;
    throw new ApiError(
      res.status,
      (message?.code as TErrorCode | undefined) ?? 'internal_error',
      message?.description ?? '',
      envelope && !envelope.success ? (envelope.errors ?? {}) : {},
      (message?.details as Record<string, unknown> | null | undefined) ?? null,
    );
  }
  const message = envelope.message as { description: string; key?: string };
  return { data: envelope.data, description: message.description, key: message.key, raw: envelope };
}

/** The `details` of a failed call, or null (a network failure, or a refusal without them). */
export const detailsOf = (err: unknown): Record<string, unknown> | null => (err instanceof ApiError ? err.details : null);

/** A GET's address, as `api` builds it (empty values left out), naming it in `startedReads`. */
function readAddress(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  return `${path}?${params.toString()}`;
}

/** How long a read started ahead waits for the screen that asks for it; later, the screen asks again. */
const STARTED_READ_TTL_MS = 30_000;
const startedReads = new Map<string, { answer: Promise<ApiSuccess<unknown>>; at: number }>();

/**
 * Starts a GET now, before the screen that shows its answer has loaded (a route's first data,
 * requested beside the route's code): the first `apiGet` of the same address within 30 s takes
 * this answer instead of asking again. Returns the answer; a failure is the screen's to show.
 */
export function startGet<T>(path: string, query?: Query): Promise<ApiSuccess<T>> {
  const address = readAddress(path, query);
  const started = startedReads.get(address);
  if (started && Date.now() - started.at < STARTED_READ_TTL_MS) return started.answer as Promise<ApiSuccess<T>>;
  const answer = api<T>('GET', path, { query });
  answer.catch(() => undefined);
  startedReads.set(address, { answer, at: Date.now() });
  return answer;
}

export function apiGet<T>(path: string, query?: Query): Promise<ApiSuccess<T>> {
  const address = readAddress(path, query);
  const started = startedReads.get(address);
  if (started) {
    startedReads.delete(address);
    if (Date.now() - started.at < STARTED_READ_TTL_MS) return started.answer as Promise<ApiSuccess<T>>;
  }
  return api<T>('GET', path, { query });
}

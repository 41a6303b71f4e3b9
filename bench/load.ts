import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p95Ms: number;
  p99Ms: number;
  total: number;
  /** Non-2xx answers, errors and timeouts: a valid run has none. */
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

/**
 * One autocannon run. Latencies are collected from every 2xx response, because autocannon's
 * summary has p90 and p97.5 but no p95.
 */
export function load(
  label: string,
  url: string,
  options: {
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
    /** Each request gets its own Idempotency-Key, as a client moving money must send. */
    idempotencyKeys?: boolean;
  },
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.duration,
        headers: options.headers ?? {},
        method: options.method ?? 'GET',
        body: options.body,
        ...(options.idempotencyKeys
          ? {
              requests: [
                {
                  setupRequest: (req: { headers?: Record<string, string> }) => ({
                    ...req,
                    headers: { ...req.headers, 'idempotency-key': randomUUID() },
                  }),
                },
              ],
            }
          : {}),
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          label,
          requestsPerSecond: result.requests.average,
          p95Ms: percentile(latencies, 95),
          p99Ms: percentile(latencies, 99),
          total: result.requests.total,
          failures: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

import { V } from './schemas/common';

interface TIssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
  /** `unrecognized_keys`: the fields the schema does not know. */
  keys?: readonly string[];
}

export interface TIssueMessage {
  field: string;
  key: string;
  params: Record<string, unknown>;
}

/**
 * Turns a zod issue into a translation key and its parameters. Messages set in the schemas
 * are already keys; zod's own defaults are mapped by issue code.
 */
export function issueToMessage(issue: TIssueLike): TIssueMessage {
  // A field the schema does not know is reported on its own name, so the caller sees which.
  const unknown = issue.code === 'unrecognized_keys' && issue.keys?.length ? [issue.keys[0]!] : [];
  const field = [...issue.path.map(String), ...unknown].join('.') || '_';
  const params: Record<string, unknown> = {};
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.message.startsWith('validation.')) return { field, key: issue.message, params };
  switch (issue.code) {
    case 'invalid_type':
      return { field, key: issue.message.includes('received undefined') ? V.required : V.invalid, params };
    case 'too_small':
      return { field, key: issue.origin === 'string' ? V.tooShort : 'validation.too_small', params };
    case 'too_big':
      return { field, key: issue.origin === 'string' ? V.tooLong : 'validation.too_big', params };
    case 'invalid_value':
      return { field, key: V.oneOf, params };
    case 'unrecognized_keys':
      return { field, key: 'validation.unknown_field', params };
    default:
      return { field, key: V.invalid, params };
  }
}

/** Every message of an issue: one per unknown field when it names several, else the one. */
export function issueMessages(issue: TIssueLike): TIssueMessage[] {
  if (issue.code !== 'unrecognized_keys' || !issue.keys || issue.keys.length < 2) return [issueToMessage(issue)];
  return issue.keys.map((key) => issueToMessage({ ...issue, keys: [key] }));
}

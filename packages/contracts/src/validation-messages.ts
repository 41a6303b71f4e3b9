import { V } from './schemas/common';

interface TIssueLike {
  code: string;
  message: string;
  path: readonly PropertyKey[];
  minimum?: unknown;
  maximum?: unknown;
  origin?: string;
  format?: string;
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
  const field = issue.path.map(String).join('.') || '_';
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

import { issueToMessage } from '@safar/contracts';
import type { TFunction } from 'i18next';

interface TIssue {
  code: string;
  message: string;
  path: readonly PropertyKey[];
}

/**
 * The first message per field of a failed `schema.safeParse` — the same schema and the same
 * texts as the API (messages are keys such as 'validation.required'). Pulls zod's schemas in,
 * so the login screen must not use it (bundle budget).
 */
export function zodFieldErrors(issues: readonly TIssue[], t: TFunction): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const { field, key, params } = issueToMessage(issue);
    // 'validation.required' → i18next's 'validation:required' (namespace separator).
    if (!(field in fields)) fields[field] = t(key.replace('.', ':'), params);
  }
  return fields;
}

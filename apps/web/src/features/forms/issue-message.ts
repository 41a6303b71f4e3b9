import { issueToMessage } from '@safar/contracts';
import type { TFunction } from 'i18next';

type TIssue = Parameters<typeof issueToMessage>[0];

/**
 * Contract keys are `namespace.key` (the API's translate() form); i18next separates the
 * namespace with ':', so 'validation.required' becomes 'validation:required'.
 */
export const toI18nKey = (key: string) => key.replace(/^([a-z_]+)\./, '$1:');

/** The first message per field of a zod failure, translated into the current language. */
export function issuesToFieldErrors(issues: readonly TIssue[], t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const { field, key, params } = issueToMessage(issue);
    if (!(field in errors)) errors[field] = t(toI18nKey(key), params);
  }
  return errors;
}

/**
 * The plural forms a language's counts take beyond `one` and `other` (Intl.PluralRules: Arabic
 * has zero, two, few and many too, e.g. 3 is "few" and 11 "many"). The Arabic files write the
 * forms a count shown to people takes (`_two`, `_few`, `_many` beside `_one` and `_other`);
 * i18next shows the key itself for a form that is missing. So each form a file does not write
 * (often `_zero`, for a count never shown as 0) is its `_other` text.
 */
const EXTRA_FORMS: Record<string, readonly string[]> = { ar: ['zero', 'two', 'few', 'many'] };

type TTree = { [key: string]: string | TTree };

export function withPluralForms(language: string, tree: TTree): TTree {
  const forms = EXTRA_FORMS[language];
  if (!forms) return tree;
  const out: TTree = {};
  for (const [key, value] of Object.entries(tree)) out[key] = typeof value === 'string' ? value : withPluralForms(language, value);
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value !== 'string' || !key.endsWith('_other')) continue;
    const stem = key.slice(0, -'_other'.length);
    for (const form of forms) out[`${stem}_${form}`] ??= value;
  }
  return out;
}

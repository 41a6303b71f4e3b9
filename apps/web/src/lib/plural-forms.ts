/**
 * The plural forms a language's counts take beyond `one` and `other` (Intl.PluralRules: Arabic
 * has zero, two, few and many too, e.g. 3 is "few" and 11 "many"). The translation files write
 * `_one` and `_other` in every language, and the Arabic `_other` texts are phrased to read for any
 * count ("عدد الليالي: {{count}}"); i18next looks for `_few` and the rest and shows the key when
 * they are missing. So each missing form is the `_other` text, unless a file gives its own.
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

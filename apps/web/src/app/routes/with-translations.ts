import type { ComponentType } from 'react';
import { loadTranslations } from '@/lib/i18n';

type TScreenLoad = () => Promise<{ Component: ComponentType }>;

/**
 * A route's `lazy` that loads the translations its screen shows (the screen's and those of the
 * components it renders) beside its code, in parallel. Without it each useTranslation suspends
 * in turn, a wait per namespace after the component above has rendered, and a page opened at
 * this address paints its layout first and its content later, which moves the footer. A name
 * missing here costs one more wait, never a wrong text.
 */
export const withTranslations =
  (namespaces: readonly string[], load: TScreenLoad): TScreenLoad =>
  async () =>
    (await Promise.all([load(), loadTranslations(namespaces)]))[0];

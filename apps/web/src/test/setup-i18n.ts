import i18next from 'i18next';
import { initI18n } from '@/lib/i18n';

/** Initialises i18next once per test file, in English, with the namespaces screens need. */
export async function setupI18n(namespaces: string[] = []) {
  localStorage.setItem('locale', 'en');
  if (!i18next.isInitialized) await initI18n();
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces(namespaces);
}

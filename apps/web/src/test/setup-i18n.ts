import i18next from 'i18next';
import { initI18n } from '@/lib/i18n';

/**
 * The namespaces the back-office layout loads for every screen of its areas (error fallbacks and
 * form checks): screens under test render without that layout, so the tests load them here.
 */
const AREA_NAMESPACES = ['messages', 'validation'];

/** Initialises i18next once per test file, in English, with the namespaces screens need. */
export async function setupI18n(namespaces: string[] = []) {
  localStorage.setItem('locale', 'en');
  if (!i18next.isInitialized) await initI18n();
  await i18next.changeLanguage('en');
  await i18next.loadNamespaces([...AREA_NAMESPACES, ...namespaces]);
}

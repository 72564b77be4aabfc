import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';

export type AdminLanguage = 'EN' | 'TY';
const STORAGE = 'kalaro_admin_language';
const HTML_LANG: Record<AdminLanguage, string> = { EN: 'en', TY: 'tl' };

export const adminI18n = i18next.createInstance();

export function storedLanguage(): AdminLanguage {
  try {
    return localStorage.getItem(STORAGE) === 'TY' ? 'TY' : 'EN';
  } catch {
    return 'EN';
  }
}

/** EN ships with the bundle; TY is its own chunk, fetched when chosen. */
export async function setAdminLanguage(language: AdminLanguage): Promise<void> {
  if (language === 'TY' && !adminI18n.hasResourceBundle('TY', 'translation')) {
    const ty = (await import('./locales/ty.json')).default;
    adminI18n.addResourceBundle('TY', 'translation', ty);
  }
  await adminI18n.changeLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
  try {
    localStorage.setItem(STORAGE, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

export async function initAdminI18n(language: AdminLanguage = storedLanguage()): Promise<void> {
  await adminI18n.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    resources: { EN: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (language !== 'EN') await setAdminLanguage(language);
  else document.documentElement.lang = HTML_LANG.EN;
}

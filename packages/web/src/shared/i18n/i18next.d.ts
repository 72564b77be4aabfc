import 'i18next';
import type en from '@/shared/i18n/locales/en.json';
import type enScreens from '@/shared/i18n/locales/en-screens.json';

/** Text keys are typed from the EN locale: a missing key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof enScreens };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}

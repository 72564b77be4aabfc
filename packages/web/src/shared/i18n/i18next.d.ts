import 'i18next';
import type en from '@/shared/i18n/locales/en.json';

/** Text keys are typed from the EN locale: a missing key is a type error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}

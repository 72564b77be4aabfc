import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@kalaro/contract/errors';
import { KNOWN_LANGUAGES } from '@kalaro/contract/constants';
import { resolveLanguage } from '@/shared/i18n/language';
import enCore from '@/shared/i18n/locales/en.json';
import enScreens from '@/shared/i18n/locales/en-screens.json';
import ty from '@/shared/i18n/locales/ty.json';

/** EN ships in two files (see i18n.ts); together they are the text table. */
const en = { ...enCore, ...enScreens };

const SPEC_MESSAGE_KEYS = [
  'in_email_incorrect',
  'in_incorrect_password',
  'in_confirmation_correct',
  'in_vwrite_code',
  'in_registered_successfully',
  'in_sms_send',
  'in_been_out',
  'in_please_wait',
  'free_reject',
  'contact_service',
  'invitation_code_error',
  'modify_new_old_same',
];

describe('locales', () => {
  const enKeys = Object.keys(en);
  const tyEntries = Object.entries(ty) as [string, string][];

  it('splits EN without overlap', () => {
    const screenKeys = new Set(Object.keys(enScreens));
    expect(Object.keys(enCore).filter((key) => screenKeys.has(key))).toEqual([]);
  });

  it('TY has every EN key and no other', () => {
    expect(Object.keys(ty).sort()).toEqual([...enKeys].sort());
  });

  it('has no empty values', () => {
    for (const [key, value] of [...Object.entries(en), ...tyEntries]) {
      expect(value.trim(), key).not.toBe('');
    }
  });

  it('keeps the same placeholders in both languages', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const [key, value] of tyEntries) {
      expect(placeholders(value), key).toEqual(placeholders(en[key as keyof typeof en]));
    }
  });

  it('is really translated: most TY texts differ from EN', () => {
    const same = tyEntries.filter(([key, value]) => en[key as keyof typeof en] === value);
    expect(same.length / tyEntries.length).toBeLessThan(0.1);
  });

  it('has the specification message keys', () => {
    for (const key of SPEC_MESSAGE_KEYS) expect(enKeys).toContain(key);
  });

  it('has every message key of the error catalogue, in EN and TY', () => {
    for (const { messageKey } of Object.values(errorCatalogue)) {
      expect(enKeys).toContain(messageKey);
      expect(Object.keys(ty)).toContain(messageKey);
    }
  });

  it('has the English text table messages', () => {
    const texts = Object.values(en);
    for (const text of [
      'Unknown error',
      'You are not logged in, please login first',
      'The platform is under maintenance',
      'System upgrading, please try again later.',
      'The requested url is empty',
      'Bottom menu',
    ]) {
      expect(texts).toContain(text);
    }
  });
});

describe('resolveLanguage', () => {
  it('keeps EN and TY', () => {
    expect(resolveLanguage('EN')).toBe('EN');
    expect(resolveLanguage('TY')).toBe('TY');
    expect(resolveLanguage('ty')).toBe('TY');
  });

  it('falls back to EN for every other known code and for unknown ones', () => {
    for (const code of KNOWN_LANGUAGES.filter((c) => c !== 'EN' && c !== 'TY')) {
      expect(resolveLanguage(code)).toBe('EN');
    }
    expect(resolveLanguage('XX')).toBe('EN');
    expect(resolveLanguage(null)).toBe('EN');
    expect(resolveLanguage('')).toBe('EN');
  });
});

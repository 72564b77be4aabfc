/**
 * Texts stored per language (`{ EN: {...}, TY: {...} }`): the asked language,
 * else EN, else whichever the operator wrote, so nothing shows up blank.
 */
export function pickTranslation<T>(
  translations: Readonly<Record<string, T>>,
  language: string,
): T | undefined {
  return translations[language] ?? translations.EN ?? Object.values(translations)[0];
}

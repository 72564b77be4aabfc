/**
 * Safe wrappers around Web Storage: private browsing modes and embedded webviews
 * may throw on access, which must never break the app.
 */
type Area = 'local' | 'session';

const area = (which: Area): Storage | null => {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readItem = (which: Area, key: string): string | null => {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeItem = (which: Area, key: string, value: string): void => {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Storage full or unavailable: the preference is simply not kept.
  }
};

export const removeItem = (which: Area, key: string): void => {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Unavailable storage holds nothing to remove.
  }
};

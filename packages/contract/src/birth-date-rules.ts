/**
 * Pure rules of the date of birth, free of schemas so the web app
 * can use them without zod; the server and the contract's schema use the same.
 */

/** "YYYY-MM-DD" of a day that exists (no 31 February). */
export const isCalendarDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
};

/** Today's date in UTC, "YYYY-MM-DD" (the member club counts birthdays the same way). */
export const utcDayOf = (now: number): string => new Date(now).toISOString().slice(0, 10);

/**
 * Whole years from `birthDate` to `today` (both "YYYY-MM-DD"): the birthday of
 * this year counts from its day on (29 February from 1 March in other years).
 */
export const ageOn = (birthDate: string, today: string): number => {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) >= birthDate.slice(5) ? years : years - 1;
};

/** The earliest date of birth accepted at all (a typing error, not an age). */
export const BIRTH_DATE_MIN = '1900-01-01';

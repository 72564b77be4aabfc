/**
 * The rules of operator usernames and passwords (plain data: the back office's
 * forms read them without the schema library; `operator-accounts.ts` checks them).
 */
export const OPERATOR_USERNAME = /^[a-z0-9][a-z0-9._-]{2,31}$/;
/** Operators' passwords: longer than members', with a letter and a digit. */
export const OPERATOR_PASSWORD = { min: 10, max: 128 } as const;

/**
 * Masks for what the security centre shows: enough to recognise one's own
 * address, number or name, never enough to read it from a stolen screen.
 */

/** "demo.user@example.com" → "de***@example.com"; a one-letter name keeps only that letter. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = email.slice(0, at);
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep)}***${email.slice(at)}`;
}

/** "+63", "9171234567" → "+63 917****567": the first three and the last three digits. */
export function maskMobile(dialCode: string | null, mobile: string): string {
  const shown = mobile.length >= 8 ? 3 : Math.max(1, Math.floor(mobile.length / 4));
  const middle = '*'.repeat(Math.max(4, mobile.length - 2 * shown));
  const masked = `${mobile.slice(0, shown)}${middle}${mobile.slice(-shown)}`;
  return dialCode ? `${dialCode} ${masked}` : masked;
}

/** "Juan Dela Cruz" → "J*** D*** C***": the first letter of each word. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) => `${Array.from(word)[0] ?? ''}***`)
    .join(' ');
}

import type { OperatorConfig } from '@kalaro/contract/operator';
import { REGISTER_FIELDS, type RegisterField } from '@kalaro/contract/account';
import {
  SOCIAL_PROVIDER_FLAG,
  SOCIAL_PROVIDERS,
  type SocialProvider,
} from '@kalaro/contract/social-login-rules';

export { SOCIAL_PROVIDERS, type SocialProvider };

/** One OpenID Connect / OAuth 2 provider as the server is configured with it. */
export interface SocialProviderConfig {
  provider: SocialProvider;
  /** The issuer URL; its discovery document gives the endpoints. */
  issuer: string;
  clientId: string;
  /** Never logged and never part of an answer. */
  clientSecret: string;
  enabled: boolean;
}

/** The providers that are configured and on (secrets left out). */
export function configuredProviders(list: readonly SocialProviderConfig[]): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => list.some((c) => c.provider === p && c.enabled));
}

/** The providers offered to players: configured and on here, and switched on by the operator. */
export function offeredProviders(
  list: readonly SocialProviderConfig[],
  whitelabel: Readonly<Record<string, boolean>>,
): SocialProvider[] {
  return configuredProviders(list).filter((p) => whitelabel[SOCIAL_PROVIDER_FLAG[p]] === true);
}

/**
 * What a first social login gives the registration: an account name (made up
 * here), a password (random, never usable) and, when the provider checked it,
 * the e-mail address. The captcha is the provider's sign-in; an SMS code goes
 * with a number, which is not given.
 */
const SUPPLIED: ReadonlySet<RegisterField> = new Set<RegisterField>([
  'username',
  'password',
  'confirmPassword',
  'captcha',
  'verificationCode',
]);

/**
 * The fields the operator's registration form requires that a social login
 * cannot give (e.g. a date of birth, a mobile number, an invitation code):
 * with any of them, a first social login is refused and the player registers
 * with the form.
 */
export function missingForSignUp(
  config: Pick<OperatorConfig, 'registration'>,
  identity: { email?: string; emailVerified: boolean },
): RegisterField[] {
  const fields = config.registration.fields;
  return REGISTER_FIELDS.filter((field) => {
    const flags = fields[field];
    if (!flags?.enabled || !flags.required || SUPPLIED.has(field)) return false;
    return !(field === 'email' && identity.email && identity.emailVerified);
  });
}

/** The lower-case letters, digits and underscores of `text`, starting with a letter. */
function accountNameBase(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '')
    .replace(/^[^a-z]+/, '');
}

/**
 * Account names to try for a new member, best first: from the e-mail's local
 * part (else the name), as it is and then with random digits, and last
 * `player` with digits. The caller keeps those the operator's username pattern
 * accepts and takes the first one free.
 */
export function usernameCandidates(
  identity: { email?: string; name?: string },
  randomDigits: (count: number) => string,
): string[] {
  const fromEmail = identity.email ? accountNameBase(identity.email.split('@')[0] ?? '') : '';
  const base = fromEmail || accountNameBase(identity.name ?? '');
  const list: string[] = [];
  if (base.length >= 4) list.push(base.slice(0, 12));
  if (base) for (let i = 0; i < 4; i += 1) list.push(`${base.slice(0, 10)}${randomDigits(4)}`);
  for (let i = 0; i < 4; i += 1) list.push(`player${randomDigits(6)}`);
  return [...new Set(list)];
}

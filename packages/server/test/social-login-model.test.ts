import { describe, expect, it } from 'vitest';
import {
  missingForSignUp,
  offeredProviders,
  usernameCandidates,
  type SocialProviderConfig,
} from '../src/modules/social-login/model.ts';
import { seedConfig } from './helpers.ts';

const google: SocialProviderConfig = {
  provider: 'google',
  issuer: 'https://accounts.google.com',
  clientId: 'id',
  clientSecret: 'secret',
  enabled: true,
};
const facebook: SocialProviderConfig = { ...google, provider: 'facebook' };

describe('social login rules', () => {
  it('offers a provider only while it is configured, on, and switched on by the operator', () => {
    const both = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true };
    expect(offeredProviders([facebook, google], both)).toEqual(['google', 'facebook']);
    expect(offeredProviders([google], both)).toEqual(['google']);
    expect(offeredProviders([google, { ...facebook, enabled: false }], both)).toEqual(['google']);
    expect(offeredProviders([google, facebook], { FACEBOOKLOGIN3: true })).toEqual(['facebook']);
    expect(offeredProviders([], both)).toEqual([]);
  });

  it('names the fields the registration form requires that a social login cannot give', () => {
    const config = seedConfig();
    const verified = { email: 'a@example.com', emailVerified: true };
    expect(missingForSignUp(config, verified)).toEqual([]);
    config.registration.fields.birthDate = { enabled: true, required: true };
    config.registration.fields.email = { enabled: true, required: true };
    config.registration.fields.captcha = { enabled: true, required: true };
    expect(missingForSignUp(config, verified)).toEqual(['birthDate']);
    expect(missingForSignUp(config, { ...verified, emailVerified: false })).toEqual([
      'email',
      'birthDate',
    ]);
    // A field the form does not show is not asked for, required or not.
    config.registration.fields.birthDate = { enabled: false, required: true };
    expect(missingForSignUp(config, { emailVerified: false })).toEqual(['email']);
  });

  it("makes account names from the e-mail's local part, else the name, then with digits", () => {
    let n = 0;
    const digits = (count: number) => String(++n).padStart(count, '0');
    const list = usernameCandidates({ email: 'Jane.Doe+x@example.com', name: 'J' }, digits);
    expect(list.slice(0, 3)).toEqual(['janedoex', 'janedoex0001', 'janedoex0002']);
    expect(list.at(-1)).toMatch(/^player\d{6}$/);
    expect(usernameCandidates({ name: 'Émile Zola' }, digits)[0]).toBe('emilezola');
    // Starts with a letter; too short alone, so only with digits.
    expect(usernameCandidates({ email: '42jo@example.com' }, digits)[0]).toMatch(/^jo\d{4}$/);
    expect(usernameCandidates({ email: '1234@example.com' }, digits)[0]).toMatch(/^player\d{6}$/);
    expect(usernameCandidates({ email: `${'a'.repeat(40)}@example.com` }, digits)[0]).toBe(
      'a'.repeat(12),
    );
  });
});

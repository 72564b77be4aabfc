import { describe, expect, it } from 'vitest';
import {
  orderedProviders,
  socialErrorKey,
  socialStartPath,
  withoutSocialError,
} from '@/features/auth/social-login';

describe('social login rules', () => {
  it("links each provider's button to the server's start", () => {
    expect(socialStartPath('google')).toBe('/wps/auth/social/google/start');
    expect(socialStartPath('facebook')).toBe('/wps/auth/social/facebook/start');
  });

  it('keeps the offered providers in the platform order, unknown ones out', () => {
    expect(orderedProviders(['facebook', 'google'])).toEqual(['google', 'facebook']);
    expect(orderedProviders(['twitter', 'facebook'])).toEqual(['facebook']);
    expect(orderedProviders(undefined)).toEqual([]);
  });

  it("reads the error a social login came back with as its message's key", () => {
    expect(socialErrorKey('?socialError=auth.social_invalid')).toBe('error_social_invalid');
    expect(socialErrorKey('?socialError=user.not_found_or_disabled')).toBe('error_user_not_exist');
    expect(socialErrorKey('?socialError=%3Cscript%3E')).toBe('error_unknown');
    expect(socialErrorKey('?next=home')).toBeNull();
    expect(socialErrorKey('')).toBeNull();
  });

  it('drops the error from the query once shown, and leaves any other query as it is', () => {
    expect(withoutSocialError('?socialError=auth.social_invalid')).toBe('');
    expect(withoutSocialError('?a=1&socialError=x')).toBe('?a=1');
    expect(withoutSocialError('?a=%20b')).toBe('?a=%20b');
  });
});

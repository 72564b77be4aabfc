import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RegisterSettings } from '@kalaro/contract/account';
import { renderAppAt } from '@/app/test-app';
import { announcements, notice } from '@/features/home/fixtures';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const registerSettings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: false,
  mobileVerification: false,
  affiliateCode: false,
  fields: {},
  patterns: {},
  defaultDialCode: '+63',
};

describe('the registration page’s announcements (group m_reg)', () => {
  it('shows the operator’s notices above the form, sanitised, and the form only with them', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const api = apiFetch(startupFixture(), {
      'GET /wps/auth/register/settings': ok(registerSettings),
      'GET /wps/content/announcements': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderAppAt('/m/register');
    // The form waits for the notices: they never push it down once it shows.
    await vi.waitFor(() => expect(api.find('GET /wps/content/announcements')).toHaveLength(1));
    expect(screen.queryByLabelText(/^Username/)).toBeNull();

    answer(
      ok(
        announcements({
          notices: [
            notice(
              7,
              'Register in one minute',
              '<p>Get the <b>bonus</b></p><img src=x onerror=alert(1)>',
            ),
          ],
        }),
      ),
    );
    const region = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(region).toHaveTextContent('Register in one minute');
    expect(region).toHaveTextContent('Get the bonus');
    expect(region.querySelector('[onerror]')).toBeNull();
    const username = await screen.findByLabelText(/^Username/);
    // The notices come before the form.
    expect(
      region.compareDocumentPosition(username) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const query = new URLSearchParams(api.find('GET /wps/content/announcements')[0]!.search);
    expect(query.get('groupName')).toBe('m_reg');
    expect(query.get('types')).toBe('PL');
  });

  it('shows nothing when they cannot be loaded: the form stays', async () => {
    apiFetch(startupFixture(), {
      'GET /wps/auth/register/settings': ok(registerSettings),
      'GET /wps/content/announcements': fail(503, 'system.upgrading'),
    });
    await renderAppAt('/m/register');
    expect(await screen.findByLabelText(/^Username/)).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcements, notice } from '@/features/home/fixtures';
import { RegisterNotices } from '@/features/auth/components/register-notices';
import { useRegisterNotices } from '@/features/auth/api/get-register-notices';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { renderWithProviders } from '@/shared/test/render';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => vi.unstubAllGlobals());

/** What the registration screen does: the form waits for the notices, then both show. */
function Screen() {
  const notices = useRegisterNotices();
  if (notices.isPending) return <p>Loading</p>;
  return (
    <>
      <RegisterNotices notices={notices.data} />
      <p>The form</p>
    </>
  );
}

const render = () =>
  renderWithProviders(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/m/register',
            Component: Screen,
          },
        ],
        { initialEntries: ['/m/register'] },
      )}
    />,
  );

describe('the registration page’s announcements (group m_reg)', () => {
  it('shows the operator’s notices above the form, sanitised', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/content/announcements': ok(
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
    });
    await render();
    const region = await screen.findByRole('complementary', { name: 'Announcements' });
    expect(region).toHaveTextContent('Register in one minute');
    expect(region).toHaveTextContent('Get the bonus');
    expect(region.querySelector('[onerror]')).toBeNull();
    const query = new URLSearchParams(api.find('GET /wps/content/announcements')[0]!.search);
    expect(query.get('groupName')).toBe('m_reg');
    expect(query.get('types')).toBe('PL');
  });

  it('shows nothing when there is none or they cannot be loaded: the form stays', async () => {
    apiFetch(startupFixture(), {
      'GET /wps/content/announcements': fail(503, 'system.upgrading'),
    });
    await render();
    expect(await screen.findByText('The form')).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});

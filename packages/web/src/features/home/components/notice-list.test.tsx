import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcements, notice } from '@/features/home/fixtures';
import { formatNoticeDate } from '@/features/home/model';
import { NoticeList } from '@/features/home/components/notice-list';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { renderWithProviders } from '@/shared/test/render';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => vi.unstubAllGlobals());

const render = () => {
  const router = createMemoryRouter(
    [
      { path: '/m/notice', element: <NoticeList /> },
      { path: '/m/activity', element: <h1>Activity page</h1> },
    ],
    { initialEntries: ['/m/notice'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
};

describe('/m/notice', () => {
  it('lists the notices with title, date and sanitised content', async () => {
    const api = apiFetch(startupFixture(), {
      'GET /wps/content/announcements': ok(
        announcements({
          notices: [
            notice(1, 'Server upgrade', '<p>Back at <b>2 am</b></p><script>window.x = 1</script>'),
            notice(2, 'Weekend events', '<p>See <a href="/m/activity">the events</a></p>'),
          ],
        }),
      ),
    });
    await render();
    const first = await screen.findByRole('article', { name: 'Server upgrade' });
    expect(first).toHaveTextContent('Back at 2 am');
    expect(first.querySelector('script')).toBeNull();
    expect(within(first).getByText(formatNoticeDate('2025-03-15T12:30:00Z', 'EN'))).toBeVisible();
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Server upgrade');
    expect(
      new URLSearchParams(api.find('GET /wps/content/announcements')[0]!.search).get('types'),
    ).toBe('B,PL,PU,H');
    await userEvent.click(screen.getByRole('link', { name: 'the events' }));
    expect(await screen.findByRole('heading', { name: 'Activity page' })).toBeVisible();
  });

  it('says when there is no announcement', async () => {
    apiFetch(startupFixture(), { 'GET /wps/content/announcements': ok(announcements()) });
    await render();
    expect(await screen.findByText('No announcement')).toBeVisible();
  });

  it('offers a retry when the announcements cannot be loaded', async () => {
    let calls = 0;
    apiFetch(startupFixture(), {
      'GET /wps/content/announcements': () =>
        ++calls === 1
          ? fail(503, 'system.upgrading')
          : ok(announcements({ notices: [notice(1, 'Back online')] })),
    });
    await render();
    expect(await screen.findByText('The announcements could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Back online' })).toBeVisible();
  });
});

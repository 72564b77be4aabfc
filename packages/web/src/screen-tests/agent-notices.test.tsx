import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AgentAnnouncementsValue, AgentHomeValue } from '@kalaro/contract/agent';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { setSession } from '@/shared/session/session';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const signIn = (type = 1) =>
  setSession({ merchantCode: 'KALARO', userName: 'agent', type, firstTimeLogin: false });

const home: AgentHomeValue = {
  userName: 'agent',
  nickname: 'Demo Agent',
  type: 1,
  sumBalance: '5000.00',
  tiles: ['teamOverview'],
  dividendsEnabled: false,
  unreadMessages: 0,
  serviceUrl: null,
  teamSize: 9,
};

/** A server that remembers what was read. */
function announcementsServer(titles: string[]) {
  const read = new Set<number>();
  const value = (): AgentAnnouncementsValue => {
    const announcements = titles.map((title, i) => ({
      id: i + 1,
      title,
      content: `<p>${title} in full</p><script>alert(1)</script>`,
      startDate: '2026-11-20T08:00:00.000Z',
      read: read.has(i + 1),
    }));
    return {
      footer: { unreadCount: announcements.filter((a) => !a.read).length },
      announcements,
    };
  };
  return {
    'GET /wps/agent/announcements': () => ok(value()),
    'POST /wps/agent/announcements/1/read': () => (read.add(1), ok({ footer: value().footer })),
    'POST /wps/agent/announcements/2/read': () => (read.add(2), ok({ footer: value().footer })),
  };
}

describe('agent announcements (/m/member/notice?types=A)', () => {
  it('the footer badge counts unread ones; opening one shows it, marks it read and lowers the count', async () => {
    signIn();
    const api = apiFetch(startupFixture(), {
      'GET /wps/agent/home': ok(home),
      'GET /wps/agent/team/kpi': fail(503, 'service.unavailable'),
      ...announcementsServer(['Payout day', 'New team bonus']),
    });
    const { router } = await renderAppAt('/m/agent');
    const user = userEvent.setup();
    const footer = await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(await within(footer).findByTestId('agent-notices-badge')).toHaveTextContent('2');
    await user.click(
      within(footer).getByRole('link', { name: /^Announcements.*2 unread announcements$/ }),
    );

    expect(await screen.findByTestId('agent-notices-unread')).toHaveTextContent(
      '2 unread announcements',
    );
    expect(screen.getAllByTestId('agent-notice-new')).toHaveLength(2);
    const first = screen.getByRole('button', { name: /Payout day/ });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Payout day in full')).toBeVisible();
    // The operator's HTML is sanitised.
    expect(document.querySelector('script')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('agent-notices-unread')).toHaveTextContent('1 unread announcement'),
    );
    expect(screen.getAllByTestId('agent-notice-new')).toHaveLength(1);

    // Opening it again sends nothing more; the other one is read too.
    await user.click(first);
    await user.click(first);
    await user.click(screen.getByRole('button', { name: /New team bonus/ }));
    await waitFor(() =>
      expect(screen.getByTestId('agent-notices-unread')).toHaveTextContent(
        'You have read every announcement.',
      ),
    );
    expect(api.find('POST /wps/agent/announcements/1/read')).toHaveLength(1);
    expect(api.find('POST /wps/agent/announcements/2/read')).toHaveLength(1);

    // Back on the agent home the badge is gone.
    await act(() => router.navigate(-1));
    await screen.findByRole('navigation', { name: 'Agent menu' });
    expect(screen.queryByTestId('agent-notices-badge')).not.toBeInTheDocument();
  });

  it('asks in the chosen language', async () => {
    signIn();
    await chooseLanguage('TY');
    const api = apiFetch(startupFixture(), announcementsServer(['Araw ng bayad']));
    await renderAppAt('/m/member/notice?types=A');
    expect(await screen.findByRole('button', { name: /Araw ng bayad/ })).toBeVisible();
    expect(
      new URLSearchParams(api.find('GET /wps/agent/announcements')[0]!.search).get('language'),
    ).toBe('TY');
  });

  it('says when there are none, and when they cannot be loaded', async () => {
    signIn();
    apiFetch(startupFixture(), announcementsServer([]));
    const { unmount } = await renderAppAt('/m/member/notice?types=A');
    expect(
      await screen.findByText('There are no announcements for agents right now.'),
    ).toBeVisible();
    unmount();

    let failing = true;
    apiFetch(startupFixture(), {
      'GET /wps/agent/announcements': () =>
        failing
          ? fail(503, 'service.unavailable')
          : ok({ footer: { unreadCount: 0 }, announcements: [] }),
    });
    await renderAppAt('/m/member/notice?types=A');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    failing = false;
    await userEvent.click(retry);
    expect(
      await screen.findByText('There are no announcements for agents right now.'),
    ).toBeVisible();
  });

  it('a player is sent home', async () => {
    signIn(0);
    const api = apiFetch(startupFixture(), {});
    const { router } = await renderAppAt('/m/member/notice?types=A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'));
    expect(api.find('GET /wps/agent/announcements')).toHaveLength(0);
  });
});

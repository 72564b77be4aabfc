import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HelpEntry } from '@kalaro/contract/member-content';
import { renderAppAt } from '@/app/test-app';
import { chooseLanguage } from '@/shared/i18n/i18n';
import { apiFetch, fail, ok } from '@/shared/test/api-fetch';
import type { Recorded } from '@/shared/test/api-fetch';
import { startupFixture } from '@/shared/test/startup-fixture';

const entries = (language: string): HelpEntry[] =>
  ['Deposit', 'Withdraw', 'Bonus', 'Account'].map((title, id) => ({
    id: id + 1,
    title: `${title} ${language}`,
    content: `<p>How to ${title.toLowerCase()} (${language}).</p><img src="x" onerror="alert(1)"><script>alert(2)</script>`,
  }));

const lang = (call: Recorded) => new URLSearchParams(call.search).get('lang') ?? 'EN';
const helpAnswer = (call: Recorded) => ok({ list: entries(lang(call)) });

describe('help centre', () => {
  it('opens the entry of ?i=2 (the third), sanitised', async () => {
    const api = apiFetch(startupFixture(), { 'GET /wps/help': helpAnswer });
    await renderAppAt('/m/help?i=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Help center' })).toBeVisible();
    const tab = await screen.findByRole('tab', { name: 'Bonus EN' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Bonus EN' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Bonus EN' })).toBeVisible();
    expect(panel).toHaveTextContent('How to bonus (EN).');
    expect(panel.innerHTML).not.toContain('onerror');
    expect(panel.querySelector('script')).toBeNull();
    expect(new URLSearchParams(api.find('GET /wps/help')[0]?.search)).toEqual(
      new URLSearchParams({ lang: 'EN', device: 'MOBILE' }),
    );
  });

  it('defaults to the first entry, also for an index out of range, on /m/helpDetail too', async () => {
    apiFetch(startupFixture(), { 'GET /wps/help': helpAnswer });
    await renderAppAt('/m/helpDetail?i=9');
    expect(await screen.findByRole('tab', { name: 'Deposit EN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('How to deposit (EN).');
  });

  it('puts the chosen entry in the address, replacing it, and moves with the arrow keys', async () => {
    apiFetch(startupFixture(), { 'GET /wps/help': helpAnswer });
    const { router } = await renderAppAt('/m/help');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Withdraw EN' }));
    expect(router.state.location.search).toBe('?i=1');
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent('How to withdraw (EN).'),
    );
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?i=2'));
    expect(screen.getByRole('tab', { name: 'Bonus EN' })).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent('How to account (EN).'),
    );
    expect(screen.getByRole('tab', { name: 'Account EN' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('reloads the entries in the new language', async () => {
    const api = apiFetch(startupFixture(), { 'GET /wps/help': helpAnswer });
    await renderAppAt('/m/help?i=1');
    await screen.findByRole('tab', { name: 'Withdraw EN' });
    await chooseLanguage('TY');
    expect(await screen.findByRole('tab', { name: 'Withdraw TY' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(api.find('GET /wps/help').map(lang)).toEqual(['EN', 'TY']);
    expect(screen.getByRole('tablist', { name: 'Mga paksa ng tulong' })).toBeVisible();
  });

  it('says when there is no entry, and offers a retry after a failure', async () => {
    let failing = true;
    apiFetch(startupFixture(), {
      'GET /wps/help': () => (failing ? fail(503, 'server.error') : ok({ list: [] })),
    });
    await renderAppAt('/m/help');
    expect(await screen.findByText('The help topics could not be loaded')).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('There are no help topics yet')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
  });
});

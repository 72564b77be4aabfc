import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_TYPE } from '@kalaro/contract/constants';
import { BottomMenu } from '@/app/shell/bottom-menu';
import { activeMenuEntry, unclaimedBadge } from '@/app/shell/bottom-menu-model';
import { clearSession, setSession } from '@/shared/session/session';
import { apiFetch, ok } from '@/shared/test/api-fetch';
import { renderWithProviders } from '@/shared/test/render';
import { startupFixture } from '@/shared/test/startup-fixture';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const renderMenu = (
  serviceUrl: string | null,
  path = '/m/home',
  rewardsCentre = false,
  bonusPercent = 3,
) =>
  renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <BottomMenu
        active={activeMenuEntry(path)}
        serviceUrl={serviceUrl}
        rewardsCentre={rewardsCentre}
        bonusPercent={bonusPercent}
      />
    </MemoryRouter>,
  );

/** A logged-in member of this type (0: a player). */
const memberSession = (type = 0) =>
  setSession({ merchantCode: 'KALARO', userName: 'demo', type, firstTimeLogin: false });

/** A logged-in member whose rewards centre answers `count` unclaimed rewards. */
const memberWithUnclaimed = (count: number) => {
  memberSession();
  return apiFetch(startupFixture(), { 'GET /wps/rewards/unclaimed-count': ok(count) });
};

describe('bottom menu', () => {
  it('shows Home, Promotions, Deposit with its bonus bubble and Members', async () => {
    await renderMenu(null);
    const nav = screen.getByRole('navigation', { name: 'Bottom menu' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Promotions',
      '+3%Deposit',
      'Members',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/m/home');
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toHaveAttribute(
      'href',
      '/m/activity',
    );
    const deposit = within(nav).getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '/m/voucherCenter');
    expect(deposit).toHaveAccessibleDescription('+3% bonus on every deposit');
    expect(within(nav).getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/m/mine');
  });

  it('takes the bubble from the operator’s largest deposit bonus, and shows none without one', async () => {
    await renderMenu(null, '/m/home', false, 1.5);
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveTextContent('+1.5%Deposit');
    expect(deposit).toHaveAccessibleDescription('+1.5% bonus on every deposit');
  });

  it('shows no bubble when no channel gives a bonus', async () => {
    await renderMenu(null, '/m/home', false, 0);
    const deposit = screen.getByRole('link', { name: 'Deposit' });
    expect(deposit.textContent).toBe('Deposit');
    expect(deposit).not.toHaveAttribute('aria-describedby');
  });

  it('shows no customer-service link when none of the messaging-app kind is configured', async () => {
    await renderMenu(null);
    expect(screen.queryByRole('link', { name: /Chat/ })).not.toBeInTheDocument();
  });

  it('shows the messaging-app link, opening externally, when configured', async () => {
    await renderMenu('https://t.me/kalaro_support');
    const link = screen.getByRole('link', { name: /Chat/ });
    expect(link).toHaveAttribute('href', 'https://t.me/kalaro_support');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });

  it('marks the current entry', async () => {
    await renderMenu(null, '/m/mine');
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('treats the member-home alias and home aliases as their entries', () => {
    expect(activeMenuEntry('/m/member/home')).toBe('members');
    expect(activeMenuEntry('/')).toBe('home');
    expect(activeMenuEntry('/m/voucherCenter')).toBe('deposit');
    expect(activeMenuEntry('/m/set')).toBeNull();
  });

  describe('red dot on Members (unclaimed promotions)', () => {
    it('asks the rewards centre for the count and shows it on a red dot, and says it in the link name', async () => {
      const api = memberWithUnclaimed(3);
      await renderMenu(null, '/m/home', true);
      expect(await screen.findByTestId('members-dot')).toHaveTextContent('3');
      expect(screen.getByRole('link', { name: 'Members (3 unclaimed rewards)' })).toHaveAttribute(
        'href',
        '/m/mine',
      );
      expect(api.find('GET /wps/rewards/unclaimed-count')).toHaveLength(1);
    });

    it('shows no dot with 0 unclaimed', async () => {
      const api = memberWithUnclaimed(0);
      await renderMenu(null, '/m/home', true);
      await vi.waitFor(() => expect(api.find('GET /wps/rewards/unclaimed-count')).toHaveLength(1));
      expect(screen.queryByTestId('members-dot')).toBeNull();
      expect(screen.getByRole('link', { name: 'Members' })).toBeVisible();
    });

    it('asks nothing and shows no dot with the rewards centre off, for a visitor or for a trial account', async () => {
      const api = memberWithUnclaimed(3);
      const cases = [
        { session: () => memberSession(), rewardsCentre: false },
        { session: () => clearSession(), rewardsCentre: true },
        { session: () => memberSession(MEMBER_TYPE.TRIAL), rewardsCentre: true },
      ];
      for (const { session, rewardsCentre } of cases) {
        session();
        const { unmount } = await renderMenu(null, '/m/home', rewardsCentre);
        expect(screen.getByRole('link', { name: 'Members' })).toBeVisible();
        expect(screen.queryByTestId('members-dot')).toBeNull();
        unmount();
      }
      // The same stub, a member with the centre on: asked once, and the dot shows.
      memberSession();
      await renderMenu(null, '/m/home', true);
      expect(await screen.findByTestId('members-dot')).toHaveTextContent('3');
      expect(api.find('GET /wps/rewards/unclaimed-count')).toHaveLength(1);
    });

    it('caps the count at 99+ and ignores nonsense', () => {
      expect(unclaimedBadge(0)).toBeNull();
      expect(unclaimedBadge(-2)).toBeNull();
      expect(unclaimedBadge(Number.NaN)).toBeNull();
      expect(unclaimedBadge(1)).toBe('1');
      expect(unclaimedBadge(99)).toBe('99');
      expect(unclaimedBadge(150)).toBe('99+');
    });
  });
});

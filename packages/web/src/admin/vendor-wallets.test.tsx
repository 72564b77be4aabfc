import type { VendorWallet } from '@kalaro/contract/games-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import { initAdminI18n } from './i18n';
import { renderAdminAt } from './test-render';
import { editableVendors, walletBody, walletForm } from './vendor-wallets-model';

const owner = {
  id: 'o1',
  username: 'admin',
  role: 'owner',
  permissions: ['self', 'config.manage', 'games.manage'],
  via: 'session',
  totpEnabled: true,
};

const vendors = [
  { code: 'INHOUSE', name: 'Kalaro', enabled: true, games: 3, enabledGames: 3 },
  { code: 'PGX', name: 'PixelGold', enabled: true, games: 2, enabledGames: 2 },
  { code: 'SPN', name: 'Spinworks', enabled: true, games: 2, enabledGames: 2 },
];

const fromEnvironment: VendorWallet = {
  vendor: 'PGX',
  endpoint: 'https://games.pgx.example/launch',
  currency: 'PHP',
  enabled: true,
  secretSet: true,
  source: 'environment',
  updatedAt: null,
};

const SECRET = 'spn-back-office-secret-9f8e7d6c5b4a';

describe('vendor wallets: the form', () => {
  it('keeps the secret set when left empty, and checks the rest by the contract', () => {
    const form = walletForm('SPN', undefined, 'PHP');
    expect(form).toEqual({
      vendor: 'SPN',
      endpoint: '',
      currency: 'PHP',
      enabled: true,
      secret: '',
    });
    expect(
      walletBody({ ...form, endpoint: ' https://spn.example/launch ', currency: 'php' }),
    ).toEqual({
      ok: true,
      body: { endpoint: 'https://spn.example/launch', currency: 'PHP', enabled: true },
    });
    const bad = walletBody({ ...form, endpoint: 'javascript:alert(1)', secret: 'short' });
    expect(bad.ok).toBe(false);
    expect(Object.keys(bad.ok ? {} : bad.problems).sort()).toEqual(['endpoint', 'secret']);
  });

  it('offers the catalogue’s vendors less its own games and those the environment sets', () => {
    expect(editableVendors(vendors, [fromEnvironment]).map((v) => v.code)).toEqual(['SPN']);
  });
});

describe('back office: vendor wallets screen', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('plugs a vendor in with its secret, shows it set, never shows the secret', async () => {
    let wallets: VendorWallet[] = [fromEnvironment];
    const api = apiFetch({} as never, {
      'GET /wps/admin/me': ok(owner),
      'GET /wps/admin/game-vendors': ok({ vendors }),
      'GET /wps/admin/game-vendors/wallets': () => ok({ wallets }),
      'PUT /wps/admin/game-vendors/SPN/wallet': (call: Recorded) => {
        const body = JSON.parse(call.body!) as { endpoint: string; secret?: string };
        if (!body.secret) return fail(400, 'admin.vendor_secret_required');
        const saved: VendorWallet = {
          vendor: 'SPN',
          endpoint: body.endpoint,
          currency: 'PHP',
          enabled: true,
          secretSet: true,
          source: 'backOffice',
          updatedAt: '2026-11-29T06:00:00.000Z',
        };
        wallets = [fromEnvironment, saved];
        return ok(saved);
      },
    });
    renderAdminAt('/admin/vendor-wallets');
    expect(
      await screen.findByRole('heading', { name: 'Game vendor wallets', level: 1 }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Game vendor wallets' });
    expect(within(table).getByRole('row', { name: /PGX/ })).toHaveTextContent(
      'Server environment (change it with a deployment)',
    );
    // A vendor the environment sets has no edit button, nor a place in the form.
    expect(within(table).queryByRole('button', { name: 'Edit PGX' })).toBeNull();
    const vendor = screen.getByLabelText('Vendor');
    expect(
      within(vendor)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spinworks (SPN)']);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Launch address'), 'https://spn.example/launch');
    await user.click(screen.getByRole('button', { name: 'Save SPN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new vendor needs its shared secret (at least 32 characters).',
    );
    await user.type(screen.getByLabelText('Shared secret'), 'short');
    await user.click(screen.getByRole('button', { name: 'Save SPN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Shared secret');
    expect(api.find('PUT /wps/admin/game-vendors/SPN/wallet')).toHaveLength(1);

    await user.clear(screen.getByLabelText('Shared secret'));
    await user.type(screen.getByLabelText('Shared secret'), SECRET);
    await user.click(screen.getByRole('button', { name: 'Save SPN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('SPN saved: its games use it now.');
    expect(JSON.parse(api.find('PUT /wps/admin/game-vendors/SPN/wallet').at(-1)!.body!)).toEqual({
      endpoint: 'https://spn.example/launch',
      currency: 'PHP',
      enabled: true,
      secret: SECRET,
    });
    const row = await within(table).findByRole('row', { name: /SPN/ });
    expect(row).toHaveTextContent('Back office, 2026-11-29 06:00:00 UTC');
    expect(row).toHaveTextContent('Set');
    // The secret field is emptied; nothing on the page shows it.
    await waitFor(() => expect(screen.getByLabelText('Shared secret')).toHaveValue(''));
    expect(document.body.textContent).not.toContain(SECRET);
    expect(screen.getByText(/Leave empty to keep the secret that is set/)).toBeVisible();
  });

  it('is offered to the owner only', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok({
        ...owner,
        role: 'content',
        permissions: ['self', 'content.manage', 'games.manage'],
      }),
    });
    renderAdminAt('/admin');
    await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(screen.queryByRole('link', { name: 'Vendor wallets' })).toBeNull();
  });
});

import { operatorConfig, type OperatorConfig } from '@kalaro/contract/operator';
import { configVersion } from '@kalaro/contract/operator-config-version';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, fail, ok, type Recorded } from '@/shared/test/api-fetch';
import seed from '../../../server/seed/operator.json';
import { initAdminI18n, setAdminLanguage } from './i18n';
import { renderAdminAt } from './test-render';

const owner = {
  id: 'o1',
  username: 'admin',
  role: 'owner',
  permissions: ['self', 'config.manage'],
  via: 'session',
  totpEnabled: true,
};
const stored = (): OperatorConfig => operatorConfig.parse(seed);

describe('back office: configuration screen', () => {
  beforeAll(() => initAdminI18n('EN'));

  it('describes each setting, lists the differences, and saves from the version it read', async () => {
    const puts: Recorded[] = [];
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(owner),
      'GET /wps/admin/operator-config': ok(stored()),
      'PUT /wps/admin/operator-config': (call: Recorded) => {
        puts.push(call);
        return ok(JSON.parse(call.body!));
      },
    });
    renderAdminAt('/admin/config');
    expect(await screen.findByRole('heading', { name: 'Configuration', level: 1 })).toBeVisible();
    const flags = await screen.findByRole('region', { name: 'Feature flags' });
    const captcha = within(flags).getByRole('checkbox', { name: 'CAPTCHA' });
    expect(captcha).toHaveAccessibleDescription(
      'A picture code (captcha) on sign-in and registration.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('No changes yet.');
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(captcha);
    const name = screen.getByRole('textbox', { name: 'Operator name' });
    await user.clear(name);
    await user.type(name, 'Lucky Isle');
    expect(screen.getByRole('status')).toHaveTextContent('Settings changed: 2.');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));

    const changes = await screen.findByRole('table', { name: 'Changes to save' });
    const rows = within(changes).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'operatorNameKalaro DemoLucky Isle',
      `whitelabel.CAPTCHA${String(seed.whitelabel.CAPTCHA)}${String(!seed.whitelabel.CAPTCHA)}`,
    ]);
    await user.click(screen.getByRole('button', { name: 'Save configuration' }));
    expect(
      await screen.findByText('The configuration is saved. Players see the change within seconds.'),
    ).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(new URLSearchParams(puts[0]!.search).get('basedOn')).toBe(configVersion(stored()));
    const sent = JSON.parse(puts[0]!.body!) as OperatorConfig;
    expect(sent).toEqual({
      ...stored(),
      operatorName: 'Lucky Isle',
      whitelabel: { ...stored().whitelabel, CAPTCHA: !seed.whitelabel.CAPTCHA },
    });
  });

  it('checks a change with the contract: a problem shows at its field and saving waits', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(owner),
      'GET /wps/admin/operator-config': ok(stored()),
    });
    renderAdminAt('/admin/config');
    const user = userEvent.setup();
    const code = await screen.findByRole('textbox', { name: 'Merchant code' });
    await user.clear(code);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Too short: at least 1.'));

    const downloads = screen.getByRole('textbox', { name: 'Downloads' });
    await user.clear(downloads);
    await user.type(downloads, 'not json');
    expect(downloads).toHaveAccessibleDescription(
      expect.stringContaining('This is not valid JSON.'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Settings to fix before you can save: 2.');
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  });

  it('after another operator saved meanwhile, says so and reloads their version', async () => {
    let current = stored();
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(owner),
      'GET /wps/admin/operator-config': () => ok(current),
      'PUT /wps/admin/operator-config': () => {
        current = { ...stored(), operatorName: 'Saved by someone else' };
        return fail(409, 'admin.config_changed', { version: configVersion(current) });
      },
    });
    renderAdminAt('/admin/config');
    const user = userEvent.setup();
    const version = await screen.findByRole('textbox', { name: 'Terms version' });
    await user.clear(version);
    await user.type(version, '7');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    await user.click(await screen.findByRole('button', { name: 'Save configuration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else saved the configuration after you opened it.',
    );
    await user.click(screen.getByRole('button', { name: 'Reload the configuration' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Operator name' })).toHaveValue(
        'Saved by someone else',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Terms version' })).toHaveValue(
      stored().termsVersion,
    );
  });

  it('speaks Tagalog', async () => {
    apiFetch({} as never, {
      'GET /wps/admin/me': ok(owner),
      'GET /wps/admin/operator-config': ok(stored()),
    });
    await setAdminLanguage('TY');
    renderAdminAt('/admin/config');
    expect(await screen.findByRole('region', { name: 'Mga feature flag' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Suriin ang mga pagbabago' })).toBeDisabled();
    await setAdminLanguage('EN');
  });
});

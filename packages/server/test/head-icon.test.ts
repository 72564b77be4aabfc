import { DEVICE_HEADER } from '@kalaro/contract/device';
import { endpoints } from '@kalaro/contract/endpoints';
import type { MemberDetail } from '@kalaro/contract/member-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginOk,
  sendSealed,
  startDemoAccountsApp,
  startTrial,
  type AccountsTestApp,
} from './account-helpers.ts';
import { adminHeaders, json } from './helpers.ts';

const { member, profile } = endpoints;

describe('head icon (set and get) and the device a session started on', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startDemoAccountsApp();
  });
  afterAll(() => t.close());

  const headIcon = async (token: string) =>
    json<{ value: { headIcon: number | null } }>(
      await t.app.inject({ method: 'GET', url: profile.headIcon.path, headers: bearer(token) }),
    ).value.headIcon;
  const info = async (token: string) =>
    json<{ value: { headIcon: number | null } }>(
      await t.app.inject({ method: 'GET', url: member.info.path, headers: bearer(token) }),
    ).value;
  const setForm = (token: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url: profile.setHeadIcon.path,
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('keeps the chosen icon: form-encoded as the specification sends it, or JSON; member info carries it', async () => {
    const { token } = await loginOk(t, 'player', 'Player1234');
    expect(await headIcon(token)).toBeNull();
    expect((await info(token)).headIcon).toBeNull();

    const set = await setForm(token, 'headIcon=7');
    expect(set.statusCode).toBe(200);
    expect(json(set)).toMatchObject({ value: { headIcon: 7 } });
    expect(await headIcon(token)).toBe(7);
    // The member info kept in memory is forgotten on the change.
    expect((await info(token)).headIcon).toBe(7);

    const byJson = await t.app.inject({
      method: 'POST',
      url: profile.setHeadIcon.path,
      headers: bearer(token),
      payload: { headIcon: 12 },
    });
    expect(byJson.statusCode).toBe(200);
    expect(await headIcon(token)).toBe(12);
  });

  it('refuses an icon outside 1…12, a wrong type or an unknown field with 400, and keeps the icon', async () => {
    const { token } = await loginOk(t, 'demo', 'Demo1234');
    await setForm(token, 'headIcon=3');
    for (const payload of [
      'headIcon=0',
      'headIcon=13',
      'headIcon=2.5',
      'headIcon=abc',
      'headIcon=3&x=1',
      '',
    ]) {
      const response = await setForm(token, payload);
      expect(response.statusCode, payload).toBe(400);
      expect(json(response), payload).toMatchObject({ errorCode: 'validation.failed' });
    }
    expect(await headIcon(token)).toBe(3);
  });

  it('asks for a session, and a trial account may not choose one', async () => {
    expect((await t.app.inject({ method: 'GET', url: profile.headIcon.path })).statusCode).toBe(
      401,
    );
    const trial = await startTrial(t, '10.9.9.9');
    expect(await headIcon(trial)).toBeNull();
    const refused = await setForm(trial, 'headIcon=2');
    expect(refused.statusCode).toBe(403);
  });

  it('records the device header of a login (OTHERS from the installed iOS web app) and the back office shows it', async () => {
    const { id } = (
      await json<{ value: { members: { id: string; username: string }[] } }>(
        await t.app.inject({
          method: 'GET',
          url: `${member.adminSearch.path}?q=agent`,
          headers: adminHeaders,
        }),
      )
    ).value.members.find((m) => m.username === 'agent')!;
    const logIn = async (device?: string) => {
      const response = await sendSealed(
        t,
        endpoints.auth.login,
        { type: 'username', username: 'agent', password: 'Agent1234' },
        { headers: device === undefined ? {} : { [DEVICE_HEADER]: device } },
      );
      expect(response.statusCode).toBe(200);
    };
    await logIn('OTHERS');
    await logIn('MOBILE');
    await logIn('<script>');
    await logIn();
    const detail = json<{ value: MemberDetail }>(
      await t.app.inject({
        method: 'GET',
        url: member.adminDetail.path.replace(':id', id),
        headers: adminHeaders,
      }),
    ).value;
    // The four logins share one clock tick: no header and an unknown one are recorded as none.
    const devices = detail.sessions.map((s) => s.device);
    expect(devices.filter((d) => d === 'OTHERS')).toHaveLength(1);
    expect(devices.filter((d) => d === 'MOBILE')).toHaveLength(1);
    expect(devices.filter((d) => d === null)).toHaveLength(2);
    expect(devices).toHaveLength(4);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUsername } from '../src/modules/accounts/repo.ts';
import { registerCall, startAccountsApp, type AccountsTestApp } from './account-helpers.ts';
import { json, putOperatorConfig } from './helpers.ts';

/**
 * When the operator asks for the date of birth at registration
 * (`registration.fields.birthDate`), the server refuses anyone under its age
 * limit (`ageLimit`, 18 by default) and stores the date (the member club's
 * birthday bonus reads it).
 */
describe('registration with a date of birth', () => {
  let t: AccountsTestApp;
  // The server's clock: 15 June 2026, noon UTC.
  const TODAY = '2026-06-15';
  const base = { password: 'Secret123', confirmPassword: 'Secret123' };

  beforeAll(async () => {
    t = await startAccountsApp();
    t.clock.t = Date.UTC(2026, 5, 15, 12);
  });
  afterAll(() => t.close());

  const storedBirthDate = async (username: string) =>
    (await findMemberByUsername(t.app.db, 'KALARO', username))?.birthDate;
  const expectRefused = (
    response: { statusCode: number; body: string },
    status: number,
    errorCode: string,
    value: object,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    expect(json(response)).toMatchObject({ success: false, errorCode, value });
  };

  it('accepts a member who is exactly 18 today and stores the date', async () => {
    expect(TODAY).toBe(new Date(t.clock.now()).toISOString().slice(0, 10));
    const response = await registerCall(t, {
      ...base,
      username: 'born_2008',
      birthDate: '2008-06-15',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedBirthDate('born_2008')).toBe('2008-06-15');
  });

  it('refuses a member whose 18th birthday is tomorrow with register.under_age, and opens nothing', async () => {
    const response = await registerCall(t, {
      ...base,
      username: 'almost_18',
      birthDate: '2008-06-16',
    });
    expectRefused(response, 403, 'register.under_age', { field: 'birthDate', minimumAge: 18 });
    expect(await findMemberByUsername(t.app.db, 'KALARO', 'almost_18')).toBeUndefined();
  });

  it("holds the operator's age limit (21)", async () => {
    await putOperatorConfig(t, (c) => {
      c.ageLimit = 21;
    });
    expectRefused(
      await registerCall(t, { ...base, username: 'twenty_one', birthDate: '2005-06-16' }),
      403,
      'register.under_age',
      { field: 'birthDate', minimumAge: 21 },
    );
    const ok = await registerCall(t, { ...base, username: 'twenty_one', birthDate: '2005-06-15' });
    expect(ok.statusCode, ok.body).toBe(200);
    await putOperatorConfig(t);
  });

  it('leaves the date optional while the field is not required (stored empty)', async () => {
    const response = await registerCall(t, { ...base, username: 'no_birthday' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedBirthDate('no_birthday')).toBeNull();
  });

  it('refuses a missing date with validation.failed when the operator requires it', async () => {
    await putOperatorConfig(t, (c) => {
      c.registration.fields.birthDate = { enabled: true, required: true };
    });
    expectRefused(
      await registerCall(t, { ...base, username: 'no_date' }),
      400,
      'validation.failed',
      { field: 'birthDate' },
    );
    expectRefused(
      await registerCall(t, { ...base, username: 'no_date', birthDate: '' }),
      400,
      'validation.failed',
      { field: 'birthDate' },
    );
    expect(await findMemberByUsername(t.app.db, 'KALARO', 'no_date')).toBeUndefined();
    const ok = await registerCall(t, { ...base, username: 'with_date', birthDate: '1990-01-31' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await storedBirthDate('with_date')).toBe('1990-01-31');
    await putOperatorConfig(t);
  });

  it('refuses a date that does not exist or lies after today', async () => {
    for (const birthDate of ['2000-02-30', '15/06/2000', '1899-12-31']) {
      const r = await registerCall(t, { ...base, username: 'bad_date', birthDate });
      expect(r.statusCode, `${birthDate}: ${r.body}`).toBe(400);
      expect(json(r)).toMatchObject({ errorCode: 'validation.failed' });
    }
    // After the server's today (the schema alone allows up to the latest time zone's today).
    expectRefused(
      await registerCall(t, { ...base, username: 'bad_date', birthDate: '2026-06-16' }),
      400,
      'validation.failed',
      { field: 'birthDate' },
    );
    expect(await findMemberByUsername(t.app.db, 'KALARO', 'bad_date')).toBeUndefined();
  });

  it('ignores the date when the operator does not ask for it', async () => {
    await putOperatorConfig(t, (c) => {
      c.registration.fields.birthDate = { enabled: false, required: false };
    });
    const response = await registerCall(t, {
      ...base,
      username: 'young_one',
      birthDate: '2015-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedBirthDate('young_one')).toBeNull();
    await putOperatorConfig(t);
  });
});

import { endpoints } from '@kalaro/contract/endpoints';
import { envelope, errorEnvelope } from '@kalaro/contract/envelope';
import { helpValue } from '@kalaro/contract/member-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertHelpEntries } from '../src/modules/help/repo.ts';
import { seedHelpEntries } from '../src/modules/help/seed.ts';
import { SEED_HELP_ENTRIES } from '../src/modules/help/seed-data.ts';
import { json, startTestApp, type TestApp } from './helpers.ts';

const { help } = endpoints;

describe('help centre', () => {
  let t: TestApp;

  const entries = async (query = '') => {
    const r = await t.app.inject({ method: 'GET', url: `${help.list.path}${query}` });
    expect(r.statusCode, r.body).toBe(200);
    return envelope(helpValue).parse(json(r)).value!.list;
  };
  const seeded = (device: string, language: 'EN' | 'TY') =>
    SEED_HELP_ENTRIES.filter((e) => e.device === device).map((e) => e.translations[language].title);

  beforeAll(async () => {
    t = await startTestApp();
    // Before the first call (answers are cached): one entry sorted first, one only in EN.
    await insertHelpEntries(t.app.db, [
      {
        device: 'MOBILE',
        sortOrder: 1,
        translations: {
          EN: { title: 'Read me first', content: '<p>First</p>' },
          TY: { title: 'Basahin muna', content: '<p>Una</p>' },
        },
      },
      {
        device: 'MOBILE',
        sortOrder: 10_000,
        translations: { EN: { title: 'English only', content: '<p>EN</p>' } },
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers the mobile entries in EN to anyone, in sort order, with HTML content', async () => {
    const list = await entries();
    expect(list.map((e) => e.title)).toEqual([
      'Read me first',
      ...seeded('MOBILE', 'EN'),
      'English only',
    ]);
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(await entries('?lang=EN&device=MOBILE')).toEqual(list);
    const account = list.find((e) => e.title === 'Your account')!;
    expect(account.content).toMatch(/<h2>/);
    expect(account.content).toMatch(/<li>/);
    expect(account.content).toMatch(/<a href="\/m\//);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
  });

  it('answers in TY, with EN for an entry without TY', async () => {
    const list = await entries('?lang=TY');
    expect(list.map((e) => e.title)).toEqual([
      'Basahin muna',
      ...seeded('MOBILE', 'TY'),
      'English only',
    ]);
    expect(list.find((e) => e.title === 'Ang iyong account')!.content).toMatch(/Magrehistro/);
    // A language nobody wrote in: EN throughout.
    expect((await entries('?lang=PT')).map((e) => e.title)).toEqual(
      (await entries()).map((e) => e.title),
    );
  });

  it('answers another set for device WEB', async () => {
    const web = await entries('?device=WEB');
    expect(web.map((e) => e.title)).toEqual(seeded('WEB', 'EN'));
    expect(web.length).toBeGreaterThan(0);
    const mobileIds = new Set((await entries()).map((e) => e.id));
    expect(web.some((e) => mobileIds.has(e.id))).toBe(false);
    expect((await entries('?device=WEB&lang=TY')).map((e) => e.title)).toEqual(seeded('WEB', 'TY'));
  });

  it('refuses bad parameters with a 400 errorCode', async () => {
    for (const query of ['?device=DESKTOP', '?lang=xx', '?lang=', '?page=1', '?device=mobile']) {
      const r = await t.app.inject({ method: 'GET', url: `${help.list.path}${query}` });
      expect(r.statusCode, `${query}: ${r.body}`).toBe(400);
      expect(errorEnvelope.parse(json(r))).toMatchObject({ errorCode: 'validation.failed' });
    }
  });

  it('seeds only an empty help centre', async () => {
    expect(await seedHelpEntries(t.app.db)).toBe(0);
    expect(await entries()).toHaveLength(seeded('MOBILE', 'EN').length + 2);
  });
});

import { describe, expect, it } from 'vitest';
import { campaignTextsBody, type Campaign } from '@kalaro/contract/campaigns';
import {
  campaignActions,
  issuesByPath,
  isoToLocal,
  localToIso,
  spentPercent,
  textsBody,
  textsForm,
} from './campaigns-model';

const base: Campaign = {
  kind: 'reward',
  id: 1,
  title: 'Bonus',
  status: 'active',
  startAt: '2030-01-01T00:00:00.000Z',
  endAt: '2030-02-01T00:00:00.000Z',
  budget: '200.00',
  memberBudget: null,
  spent: '50.00',
  left: '150.00',
};
const before = Date.parse('2029-12-31T00:00:00Z');
const during = Date.parse('2030-01-10T00:00:00Z');

describe('campaign actions', () => {
  it('pauses a running campaign, resumes a paused one, nothing once ended', () => {
    expect(campaignActions(base, during)).toEqual({
      edit: true,
      pause: true,
      resume: false,
      end: true,
      cancel: false,
    });
    expect(campaignActions({ ...base, status: 'paused' }, during)).toMatchObject({
      pause: false,
      resume: true,
    });
    expect(campaignActions({ ...base, status: 'ended' }, during)).toEqual({
      edit: false,
      pause: false,
      resume: false,
      end: false,
      cancel: false,
    });
  });

  it('cancels a red rain only before it starts', () => {
    const rain = { ...base, kind: 'red-rain' as const };
    expect(campaignActions(rain, before).cancel).toBe(true);
    expect(campaignActions(rain, during).cancel).toBe(false);
    expect(campaignActions(base, before).cancel).toBe(false);
  });
});

describe('campaign figures and fields', () => {
  it('gives the share of the budget spent', () => {
    expect(spentPercent(base)).toBe(25);
    expect(spentPercent({ budget: null, spent: '5.00' })).toBeNull();
    expect(spentPercent({ budget: '10.00', spent: '10.00' })).toBe(100);
  });

  it('turns local date-times into instants and back', () => {
    const iso = localToIso('2030-01-01T10:00');
    expect(iso).toMatch(/^2030-01-01T\d\d:00:00\.000Z$/);
    expect(isoToLocal(iso)).toBe('2030-01-01T10:00');
    expect(localToIso('')).toBe('');
    expect(isoToLocal(null)).toBe('');
  });

  it('keeps the first problem of each field', () => {
    expect(
      issuesByPath([
        { path: ['budget'], message: 'a' },
        { path: ['budget'], message: 'b' },
        { path: ['translations', 'EN'], message: 'c' },
      ]),
    ).toEqual({ budget: 'a', 'translations.EN': 'c' });
  });
});

describe('campaign texts editor', () => {
  const promotion = {
    kind: 'promotion' as const,
    id: 7,
    translations: {
      EN: { title: 'Share', summary: 'Post it', content: '<p>Hi</p>' },
      PT: { title: 'Partilhe', summary: 'Publique', content: '<p>Olá</p>' },
    },
    imageUrl: null,
  };

  it('fills EN and TY, empty where a language has no text', () => {
    expect(textsForm(promotion)).toEqual({
      imageUrl: '',
      titleEN: 'Share',
      summaryEN: 'Post it',
      contentEN: '<p>Hi</p>',
      titleTY: '',
      summaryTY: '',
      contentTY: '',
    });
  });

  it('sends TY only when typed, keeps the other languages, and the picture of a promotion', () => {
    const form = { ...textsForm(promotion), titleEN: ' Share more ', imageUrl: '/uploads/a.png' };
    const body = textsBody(promotion, form);
    expect(body).toEqual({
      translations: {
        EN: { title: 'Share more', summary: 'Post it', content: '<p>Hi</p>' },
        PT: promotion.translations.PT,
      },
      imageUrl: '/uploads/a.png',
    });
    expect(campaignTextsBody.safeParse(body).success).toBe(true);
    const withTy = textsBody(promotion, { ...form, titleTY: 'Ibahagi' });
    expect(withTy.translations.TY).toEqual({ title: 'Ibahagi', summary: '', content: '' });
  });

  it('gives a reward a title and a description, and no picture', () => {
    const reward = {
      kind: 'reward' as const,
      id: 3,
      translations: { EN: { title: 'Bonus', description: 'Once' } },
      imageUrl: null,
    };
    const body = textsBody(reward, { ...textsForm(reward), descriptionTY: 'Minsan' });
    expect(body).toEqual({
      translations: {
        EN: { title: 'Bonus', description: 'Once' },
        TY: { title: '', description: 'Minsan' },
      },
    });
    // A TY description without its title: the contract refuses it before the call.
    expect(campaignTextsBody.safeParse(body).success).toBe(false);
  });
});

import { operatorConfig } from '@kalaro/contract/operator';
import { describe, expect, it } from 'vitest';
import seed from '../../../server/seed/operator.json';
import {
  configDiff,
  configProblems,
  configSections,
  parseInput,
  problemAt,
  setAt,
  type ConfigField,
} from './config-model';
import en from './locales/config-en.json';
import ty from './locales/config-ty.json';

const config = operatorConfig.parse(seed);
const field = (kind: ConfigField['kind'], extra: Partial<ConfigField> = {}): ConfigField => ({
  path: ['x'],
  kind,
  nullable: false,
  ...extra,
});

describe('the configuration as a form', () => {
  it('draws each setting from the contract: one section per top-level key, a control per value', () => {
    const sections = configSections(config);
    const general = sections[0]!;
    expect(general.key).toBe('general');
    expect(general.fields.map((f) => f.path.join('.'))).toEqual([
      'merchantCode',
      'trialMerchantCode',
      'operatorName',
      'mainDomain',
      'defaultImageCDN',
      'maintenance',
      'ageLimit',
      'termsVersion',
    ]);
    expect(
      [...general.fields.map((f) => f.path[0]), ...sections.slice(1).map((s) => s.key)].sort(),
    ).toEqual(Object.keys(operatorConfig.shape).sort());
    const flagNames = sections.find((s) => s.key === 'whitelabel')!.fields.map((f) => f.path[1]);
    expect(flagNames).toEqual([...flagNames].sort());
    const byPath = new Map(sections.flatMap((s) => s.fields).map((f) => [f.path.join('.'), f]));
    expect(byPath.get('whitelabel.CAPTCHA')).toMatchObject({ kind: 'boolean' });
    expect(byPath.get('ageLimit')).toMatchObject({ kind: 'select', options: [18, 21] });
    expect(byPath.get('region.mode')).toMatchObject({ kind: 'select', options: ['allow', 'deny'] });
    expect(byPath.get('region.fallbackCountry')).toMatchObject({ kind: 'text', nullable: true });
    expect(byPath.get('region.countries')).toMatchObject({ kind: 'lines' });
    expect(byPath.get('region.ipCountries')).toMatchObject({ kind: 'json' });
    expect(byPath.get('userAgreement.EN')).toMatchObject({ kind: 'longText' });
    expect(byPath.get('defaultImageCDN')).toMatchObject({ kind: 'text' });
    expect(byPath.get('agent.payouts.utcOffset')).toMatchObject({ kind: 'number' });
  });

  it('reads an input back as the value it stands for, or as unreadable', () => {
    expect(parseInput(field('number'), '480')).toEqual({ ok: true, value: 480 });
    expect(parseInput(field('number'), '')).toEqual({ ok: false });
    expect(parseInput(field('number'), '4x')).toEqual({ ok: false });
    expect(parseInput(field('text', { nullable: true }), '  ')).toEqual({ ok: true, value: null });
    expect(parseInput(field('lines'), 'PH\n\n SG \n')).toEqual({ ok: true, value: ['PH', 'SG'] });
    expect(parseInput(field('select', { options: [18, 21] }), '21')).toEqual({
      ok: true,
      value: 21,
    });
    expect(parseInput(field('select', { options: [18, 21] }), '19')).toEqual({ ok: false });
    expect(parseInput(field('boolean'), 'false')).toEqual({ ok: true, value: false });
    expect(parseInput(field('json'), '[{"a":1}]')).toEqual({ ok: true, value: [{ a: 1 }] });
    expect(parseInput(field('json'), '[{')).toEqual({ ok: false });
  });

  it('lists what differs, as deep as objects go, and leaves the stored value untouched', () => {
    const draft = setAt(
      setAt(config, ['whitelabel', 'CAPTCHA'], !config.whitelabel.CAPTCHA),
      ['region', 'countries'],
      ['PH'],
    );
    expect(config.whitelabel.CAPTCHA).toBe(seed.whitelabel.CAPTCHA);
    expect(configDiff(config, draft)).toEqual([
      {
        path: 'whitelabel.CAPTCHA',
        before: config.whitelabel.CAPTCHA,
        after: !config.whitelabel.CAPTCHA,
      },
      { path: 'region.countries', before: config.region.countries, after: ['PH'] },
    ]);
    expect(configDiff(config, config)).toEqual([]);
  });

  it('finds what the contract refuses, by field', () => {
    const problems = configProblems({ ...config, operatorName: 'x'.repeat(121), ageLimit: 19 });
    expect(problemAt(problems, ['operatorName'])).toEqual({ kind: 'too_long', limit: 120 });
    expect(problemAt(problems, ['ageLimit'])).toEqual({ kind: 'invalid' });
    expect(configProblems(config).size).toBe(0);
  });

  it('describes the same settings in both languages', () => {
    expect(Object.keys(ty).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(operatorConfig.shape))
      expect(en).toHaveProperty([`title.${key}`]);
  });
});

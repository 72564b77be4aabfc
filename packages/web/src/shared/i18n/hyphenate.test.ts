import { describe, expect, it } from 'vitest';
import { hyphenateFilipino } from '@/shared/i18n/hyphenate';

const shown = (text: string) => hyphenateFilipino(text).replaceAll('\u00AD', '-');

describe('Filipino hyphenation', () => {
  it('breaks words by their syllables', () => {
    expect(shown('Magdeposito')).toBe('Mag-de-po-sito');
    expect(shown('gantimpala')).toBe('gan-tim-pala');
    expect(shown('paglalaro')).toBe('pag-la-laro');
    expect(shown('kaibigan')).toBe('kai-bi-gan');
  });

  it('keeps ng and the loanwords’ onsets together', () => {
    expect(shown('Responsableng')).toBe('Res-pon-sa-bleng');
    expect(shown('pangalan')).toBe('pa-nga-lan');
    expect(shown('Mag-withdraw')).toBe('Mag-with-draw');
  });

  it('leaves short words, spaces and the letters themselves as they are', () => {
    expect(shown('Kita at lugi')).toBe('Kita at lugi');
    expect(hyphenateFilipino('Talaan ng pag-withdraw').replaceAll('\u00AD', '')).toBe(
      'Talaan ng pag-withdraw',
    );
  });
});

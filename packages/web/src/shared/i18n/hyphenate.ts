/**
 * Where a Filipino (TY) word may break across lines, by its syllables: the
 * browser has no Filipino hyphenation (`hyphens: auto` does nothing for `fil`),
 * so narrow labels (the member centre's tiles) broke words anywhere or were cut.
 * The rules are the Komisyon sa Wikang Filipino's, simplified: one consonant
 * between vowels starts the next syllable (ba-ka), two are split (pag-la); `ng`
 * and the loanwords' onsets (bl, br, dr, pl, pr, tr) stay together (pa-nga-lan,
 * res-pon-sa-ble); vowels next to each other are not split. At least two letters
 * stay before a break and three after it.
 */
const SOFT_HYPHEN = '\u00AD';
const VOWEL = /[aeiou]/i;
const LETTER = /[a-zñ]/i;
const ONSETS = new Set(['ng', 'bl', 'br', 'dr', 'pl', 'pr', 'tr']);
const MIN_BEFORE = 2;
const MIN_AFTER = 3;

/** The positions in a word (letters only) before which it may break. */
export function syllableBreaks(word: string): number[] {
  const breaks: number[] = [];
  for (let vowel = 0; vowel < word.length; vowel++) {
    if (!VOWEL.test(word[vowel]!)) continue;
    let next = vowel + 1;
    while (next < word.length && LETTER.test(word[next]!) && !VOWEL.test(word[next]!)) next++;
    if (next >= word.length || !VOWEL.test(word[next]!)) continue;
    const consonants = word.slice(vowel + 1, next).toLowerCase();
    if (consonants.length === 0) continue;
    const at =
      consonants.length === 1 ? next - 1 : ONSETS.has(consonants.slice(-2)) ? next - 2 : next - 1;
    if (at >= MIN_BEFORE && word.length - at >= MIN_AFTER) breaks.push(at);
  }
  return breaks;
}

/** The text with soft hyphens at its words' syllable breaks (shown only where a line breaks). */
export const hyphenateFilipino = (text: string): string =>
  text.replace(/[a-zñ]+/gi, (word) => {
    let out = '';
    let from = 0;
    for (const at of syllableBreaks(word)) {
      out += word.slice(from, at) + SOFT_HYPHEN;
      from = at;
    }
    return out + word.slice(from);
  });

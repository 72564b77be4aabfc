import type { TFunction } from 'i18next';

const KEYS = {
  WILD: 'slot_symbol_wild',
  SEVEN: 'slot_symbol_seven',
  BAR: 'slot_symbol_bar',
  BELL: 'slot_symbol_bell',
  MELON: 'slot_symbol_melon',
  PLUM: 'slot_symbol_plum',
  LEMON: 'slot_symbol_lemon',
  CHERRY: 'slot_symbol_cherry',
} as const;

/** A symbol's name in the chosen language (its id when the game has a symbol we do not know). */
export const symbolName = (t: TFunction, symbol: string): string =>
  symbol in KEYS ? t(KEYS[symbol as keyof typeof KEYS]) : symbol;

/**
 * The demo operator's feedback categories, and one answered feedback of the
 * demo member (so the list shows what a reply looks like). EN and TY.
 */
export const SEED_FEEDBACK_CATEGORIES: readonly { EN: string; TY: string }[] = [
  { EN: 'Deposit and withdrawal', TY: 'Deposito at withdrawal' },
  { EN: 'Games', TY: 'Mga laro' },
  { EN: 'Account and security', TY: 'Account at seguridad' },
  { EN: 'Promotions', TY: 'Mga promo' },
  { EN: 'Suggestion', TY: 'Mungkahi' },
  { EN: 'Other', TY: 'Iba pa' },
];

export const SEED_FEEDBACK = {
  username: 'demo',
  /** Index in SEED_FEEDBACK_CATEGORIES. */
  category: 1,
  daysAgo: 2,
  text: 'The fishing games load slowly on my phone in the evening.',
  reply:
    'Thank you for telling us. We moved the fishing games to a faster server on Friday; please let us know if it is still slow.',
};

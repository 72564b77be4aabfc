import { z } from 'zod';
import { money } from './account.ts';
import { instant } from './campaigns.ts';
import { hotMatch } from './content.ts';
import { vipLevel } from './member-pages.ts';
import { vipThresholdProblems } from './vip-rules.ts';

/**
 * The back office's content, part B: red rains cancelled before they fall, the
 * member club's levels and the hot matches of the home page (permission
 * `content.manage`). Campaign lists and creation live in `campaigns.ts`.
 */

export const redRainParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

// --- VIP levels -------------------------------------------------------------------

/** An amount of 0 or more with at most 2 decimals, as the operator types it. */
const amountOrZero = z
  .string()
  .trim()
  .max(16)
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount with at most 2 decimals');

/** A percentage 0–100 with at most 2 decimals, e.g. "0.50". */
const percent = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'a percentage with at most 2 decimals')
  .refine((v) => Number(v) <= 100, 'at most 100');

/** The most levels a club has. */
export const VIP_LEVELS_MAX = 20;

export const vipLevelInput = z
  .object({
    level: z
      .number()
      .int()
      .min(0)
      .max(VIP_LEVELS_MAX - 1),
    label: z.string().trim().min(1).max(32),
    minTurnover: amountOrZero,
    minDeposit: amountOrZero,
    benefits: z
      .object({
        rebatePercent: percent,
        dailyWithdrawals: z.number().int().min(0).max(1000),
        withdrawalLimit: amountOrZero,
        upgradeBonus: amountOrZero,
        birthdayBonus: amountOrZero,
      })
      .strict(),
  })
  .strict();
export type VipLevelInput = z.infer<typeof vipLevelInput>;

/**
 * Every level, lowest first, replacing the ones stored: the same level numbers
 * (a member's level must keep existing), thresholds monotonic (`vip-rules.ts`).
 */
export const putVipLevelsBody = z
  .object({ levels: z.array(vipLevelInput).min(1).max(VIP_LEVELS_MAX) })
  .strict()
  .superRefine((v, ctx) => {
    for (const p of vipThresholdProblems(v.levels)) {
      ctx.addIssue({
        code: 'custom',
        message: p.reason,
        path: ['levels', p.index, p.field],
      });
    }
  });
export type PutVipLevelsBody = z.infer<typeof putVipLevelsBody>;

export const vipLevelsValue = z.object({ levels: z.array(vipLevel) });
export type VipLevelsValue = z.infer<typeof vipLevelsValue>;

// --- hot matches ------------------------------------------------------------------

const team = z.string().trim().min(1).max(60);
/** A crest: a path on the image CDN or an https URL; absent, the server draws one from the name. */
const crest = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:\/(?![/\\])\S+|https:\/\/[^\s/]\S*)$/i, 'a path or an https URL')
  .nullable()
  .optional();

/** A hot match as the operator enters it; the game (`nodeId`) is one of the catalogue's. */
export const hotMatchInput = z
  .object({
    league: z.string().trim().min(1).max(80),
    homeTeam: team,
    awayTeam: team,
    matchTime: instant,
    /** The sports or e-sports game that opens the match (`hotMatchGames`). */
    nodeId: z.number().int().positive().max(2_147_483_647),
    homeTeamImageUrl: crest,
    awayTeamImageUrl: crest,
    sortOrder: z.number().int().min(-1_000_000).max(1_000_000).default(0),
    /** Hidden matches stay in the back office only. */
    visible: z.boolean().default(true),
  })
  .strict()
  .refine((v) => v.homeTeam.toLowerCase() !== v.awayTeam.toLowerCase(), {
    message: 'a team cannot play itself',
    path: ['awayTeam'],
  });
export type HotMatchInput = z.input<typeof hotMatchInput>;

export const hotMatchParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();

export const HOT_MATCH_WHEN = ['upcoming', 'past'] as const;

export const hotMatchesQuery = z
  .object({
    /** Upcoming: kick-off now or later, soonest first; past: latest first. */
    when: z.enum(HOT_MATCH_WHEN).default('upcoming'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type HotMatchesQuery = z.input<typeof hotMatchesQuery>;

export const adminHotMatch = hotMatch.extend({
  sortOrder: z.number().int(),
  visible: z.boolean(),
  /** The game's name, for the operator. */
  gameName: z.string(),
});
export type AdminHotMatch = z.infer<typeof adminHotMatch>;

export const hotMatchesAdminValue = z.object({
  list: z.array(adminHotMatch),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type HotMatchesAdminValue = z.infer<typeof hotMatchesAdminValue>;

/** The games a hot match may open: the catalogue's enabled sports and e-sports games. */
export const hotMatchGamesValue = z.object({
  games: z.array(z.object({ nodeId: z.number().int(), name: z.string(), vendor: z.string() })),
});
export type HotMatchGamesValue = z.infer<typeof hotMatchGamesValue>;

export const hotMatchDeleted = z.object({ id: z.number().int() });

/** Money shown to the operator (re-exported so screens import one module). */
export { money };

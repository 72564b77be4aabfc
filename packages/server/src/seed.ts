import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from './lib/password.ts';
import { seedDemoAccounts } from './modules/accounts/seed.ts';
import { seedDemoPayouts, seedDemoTeam } from './modules/agent/seed.ts';
import { seedDemoContent } from './modules/content/seed.ts';
import { seedGameCatalogue } from './modules/games/service.ts';
import { seedHelpEntries } from './modules/help/seed.ts';
import { seedDemoMessages } from './modules/messages/seed.ts';
import { getOperatorConfig, seedOperatorConfig } from './modules/operator/service.ts';
import { seedDemoRewards } from './modules/rewards/seed.ts';
import { seedVipLevels } from './modules/vip/seed.ts';
import { seedDemoMissions } from './modules/missions/seed.ts';
import { seedRebateRates } from './modules/rebate/seed.ts';
import { seedFeedback } from './modules/feedback/seed.ts';
import { seedDemoPromotions } from './modules/promotions/seed.ts';

/**
 * On an empty database, stores the operator from the readable seed file and the
 * reference data every install needs; then, each under its own switch, the demo
 * accounts and the demo content. Each step fills only what is absent, so a restart
 * changes nothing.
 *
 * What each seed is (a production install starts with nothing that pays):
 * - always: the operator configuration (SEED_FILE), the game catalogue (the in-house
 *   games are real and the catalogue only changes with a deployment; it offers no
 *   money), the help entries (how-to texts: deposits, withdrawals, security; they
 *   promise no amount) and the feedback categories (labels of the feedback form);
 * - `demoAccounts` (SEED_DEMO_ACCOUNTS): the demo logins and the demo agent's team;
 * - `demoContent` (SEED_DEMO_CONTENT, off in production): everything that pays or
 *   offers money — rewards (the ₱50 welcome bonus…), mission races and their boards
 *   (also the `player` login), promotions, the member club's levels (upgrade and
 *   birthday bonuses), manual-rebate rates, two demo agent payouts awaiting review —
 *   and the home content (banners, notices,
 *   pop-ups, hot matches) and inbox messages that advertise them.
 */
export interface SeedOptions {
  seedFile: string;
  hasher: PasswordHasher;
  demoAccounts?: boolean;
  demoContent: boolean;
}

/** Runs once the database is ready (`app.db`), before the routes are registered. */
export async function seedDatabase(app: FastifyInstance, opts: SeedOptions): Promise<void> {
  const demoAccounts = opts.demoAccounts !== false;
  const demoContent = opts.demoContent;
  // Instances started together seed one after the other (each step seeds only what is absent).
  await app.database.exclusive(async () => {
    if (await seedOperatorConfig(app.db, opts.seedFile)) {
      app.log.info({ seedFile: opts.seedFile }, 'operator configuration seeded');
    }
    const { merchantCode } = await getOperatorConfig(app.db);
    const games = await seedGameCatalogue(app.db, merchantCode);
    if (games > 0) app.log.info({ games }, 'game catalogue seeded');
    if (demoContent) {
      const content = await seedDemoContent(app.db, merchantCode);
      if (content.announcements + content.hotMatches > 0) {
        app.log.info(content, 'demo content seeded');
      }
    }
    if (demoAccounts && (await seedDemoAccounts(app.db, opts.hasher))) {
      app.log.info('demo accounts seeded');
    }
    // Member-centre content; the personal messages go to the demo accounts, so after them.
    const memberContent = {
      helpEntries: await seedHelpEntries(app.db),
      feedbackCategories: await seedFeedback(app.db, merchantCode),
      ...(demoContent
        ? {
            rewards: await seedDemoRewards(app.db),
            vipLevels: await seedVipLevels(app.db),
            messages: await seedDemoMessages(app.db, merchantCode),
            promotions: await seedDemoPromotions(app.db),
          }
        : {}),
    };
    if (Object.values(memberContent).some((n) => n > 0)) {
      app.log.info(memberContent, 'member-centre content seeded');
    }
    // Rebate rates, missions and the boards' bets (the demo member's too, so after the accounts).
    if (demoContent) {
      const started = performance.now();
      const rebateRates = await seedRebateRates(app.db);
      const missions = await seedDemoMissions(app.db, merchantCode, {
        hasher: demoAccounts ? opts.hasher : undefined,
      });
      if (rebateRates + missions.missions > 0) {
        const ms = Math.round(performance.now() - started);
        app.log.info({ rebateRates, ...missions, ms }, 'rebate rates and missions seeded');
      }
    } else {
      app.log.info('demo content (rewards, missions, promotions, member club…) not seeded');
    }
    // The demo agent's team (after the missions: their boards are seeded once, on an empty table).
    if (demoAccounts) {
      const team = await seedDemoTeam(app.db, merchantCode, opts.hasher);
      if (team > 0) app.log.info({ team }, 'demo agent team seeded');
      // Two of its payouts waiting for the operator's review (they pay once approved).
      const payouts = demoContent ? await seedDemoPayouts(app.db, merchantCode) : 0;
      if (payouts > 0) app.log.info({ payouts }, 'demo agent payouts for review seeded');
    }
  });
}

import fp from 'fastify-plugin';
import type { PasswordHasher } from '../lib/password.ts';
import { seedDemoAccounts } from '../modules/accounts/seed.ts';
import { seedDemoTeam } from '../modules/agent/seed.ts';
import { seedDemoContent } from '../modules/content/seed.ts';
import { seedGameCatalogue } from '../modules/games/service.ts';
import { seedHelpEntries } from '../modules/help/seed.ts';
import { seedDemoMessages } from '../modules/messages/seed.ts';
import { getOperatorConfig, seedOperatorConfig } from '../modules/operator/service.ts';
import { seedDemoRewards } from '../modules/rewards/seed.ts';
import { seedVipLevels } from '../modules/vip/seed.ts';
import { seedDemoMissions } from '../modules/missions/seed.ts';
import { seedRebateRates } from '../modules/rebate/seed.ts';
import { seedFeedback } from '../modules/feedback/seed.ts';
import { seedDemoPromotions } from '../modules/promotions/seed.ts';

/**
 * On an empty database, stores the demo operator from the readable seed file, the demo
 * games and the home-page content (banners, notices, pop-up items, hot matches).
 */
export default fp<{ seedFile: string; hasher: PasswordHasher; demoAccounts?: boolean }>(
  async (app, opts) => {
    // Instances started together seed one after the other (each step seeds only what is absent).
    await app.database.exclusive(async () => {
      if (await seedOperatorConfig(app.db, opts.seedFile)) {
        app.log.info({ seedFile: opts.seedFile }, 'operator configuration seeded');
      }
      const { merchantCode } = await getOperatorConfig(app.db);
      const games = await seedGameCatalogue(app.db, merchantCode);
      if (games > 0) app.log.info({ games }, 'game catalogue seeded');
      const content = await seedDemoContent(app.db, merchantCode);
      if (content.announcements + content.hotMatches > 0) {
        app.log.info(content, 'demo content seeded');
      }
      if (opts.demoAccounts !== false && (await seedDemoAccounts(app.db, opts.hasher))) {
        app.log.info('demo accounts seeded');
      }
      // Member-centre content; the personal messages go to the demo accounts, so after them.
      const memberContent = {
        helpEntries: await seedHelpEntries(app.db),
        rewards: await seedDemoRewards(app.db),
        vipLevels: await seedVipLevels(app.db),
        messages: await seedDemoMessages(app.db, merchantCode),
        promotions: await seedDemoPromotions(app.db),
        feedbackCategories: await seedFeedback(app.db, merchantCode),
      };
      if (Object.values(memberContent).some((n) => n > 0)) {
        app.log.info(memberContent, 'member-centre content seeded');
      }
      // Rebate rates, missions and the boards' bets (the demo member's too, so after the accounts).
      const started = performance.now();
      const rebateRates = await seedRebateRates(app.db);
      const missions = await seedDemoMissions(app.db, merchantCode, {
        hasher: opts.demoAccounts === false ? undefined : opts.hasher,
      });
      if (rebateRates + missions.missions > 0) {
        const ms = Math.round(performance.now() - started);
        app.log.info({ rebateRates, ...missions, ms }, 'rebate rates and missions seeded');
      }
      // The demo agent's team (after the missions: their boards are seeded once, on an empty table).
      if (opts.demoAccounts !== false) {
        const team = await seedDemoTeam(app.db, merchantCode, opts.hasher);
        if (team > 0) app.log.info({ team }, 'demo agent team seeded');
      }
    });
  },
  { name: 'seed', dependencies: ['db'] },
);

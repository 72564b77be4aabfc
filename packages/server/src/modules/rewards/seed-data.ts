import { PROMO_KEY } from '@kalaro/contract/constants';

/**
 * The demo operator's rewards centre: three rewards in effect and one that has
 * ended (to show it is left out). Every text in EN and TY; descriptions are
 * HTML terms, sanitised by the client.
 */

interface Text {
  title: string;
  description: string;
}
export interface SeedReward {
  promotionType: string | null;
  amountMinor: number;
  /** Days from the seed time; unset = no start / no end. */
  startDays?: number;
  endDays?: number;
  translations: { EN: Text; TY: Text };
}

export const SEED_REWARDS: readonly SeedReward[] = [
  {
    promotionType: null,
    amountMinor: 5_000,
    translations: {
      EN: {
        title: 'Welcome bonus',
        description: `<p>A thank-you for joining: <strong>₱50.00</strong> credited to your balance.</p>
<ul><li>One per member.</li><li>Credited at once when you claim it.</li></ul>`,
      },
      TY: {
        title: 'Welcome bonus',
        description: `<p>Pasasalamat sa pagsali: <strong>₱50.00</strong> na idadagdag sa iyong balanse.</p>
<ul><li>Isa bawat miyembro.</li><li>Agad na idadagdag kapag na-claim mo.</li></ul>`,
      },
    },
  },
  {
    promotionType: PROMO_KEY.REFERRAL,
    amountMinor: 2_000,
    translations: {
      EN: {
        title: 'Invite a friend',
        description: `<p>Share your link from <a href="/m/inviteFriends">Invite friends</a> and claim <strong>₱20.00</strong>.</p>`,
      },
      TY: {
        title: 'Mag-imbita ng kaibigan',
        description: `<p>Ibahagi ang iyong link mula sa <a href="/m/inviteFriends">Mag-imbita ng kaibigan</a> at i-claim ang <strong>₱20.00</strong>.</p>`,
      },
    },
  },
  {
    promotionType: PROMO_KEY.MISSION,
    amountMinor: 1_000,
    startDays: -1,
    endDays: 90,
    translations: {
      EN: {
        title: 'Daily mission reward',
        description: `<p>Finish today's mission on the <a href="/m/leaderBoard">leaderboard</a> and collect <strong>₱10.00</strong>.</p>`,
      },
      TY: {
        title: 'Gantimpala sa pang-araw-araw na misyon',
        description: `<p>Tapusin ang misyon ngayong araw sa <a href="/m/leaderBoard">leaderboard</a> at kunin ang <strong>₱10.00</strong>.</p>`,
      },
    },
  },
  {
    promotionType: null,
    amountMinor: 10_000,
    startDays: -60,
    endDays: -30,
    translations: {
      EN: {
        title: 'Summer festival bonus',
        description: '<p>Our summer festival gift of <strong>₱100.00</strong> has ended.</p>',
      },
      TY: {
        title: 'Bonus sa summer festival',
        description:
          '<p>Tapos na ang aming regalong <strong>₱100.00</strong> para sa summer festival.</p>',
      },
    },
  },
];

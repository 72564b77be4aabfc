import {
  ANNOUNCEMENT_GROUP,
  CONTENT_TYPE,
  POPUP_EXECUTION,
  PROMO_KEY,
} from '@kalaro/contract/constants';
import type { AnnouncementText } from './tables.ts';

/**
 * The demo operator's home-page content: banners, player notices, pop-up items,
 * promotions, agent notices and hot matches. Every text in EN and TY (TY is the
 * app's Filipino-flavoured second language). HTML is what an operator would
 * type; the client sanitises it before showing it.
 */

type Texts = { EN: AnnouncementText; TY: AnnouncementText };

export interface SeedAnnouncement {
  type: string;
  groupName: string;
  execution?: string;
  promotionType?: string;
  /** Banners: the image file in packages/server/seed/banners (served under the image CDN). */
  bannerFile?: string;
  linkUrl?: string;
  /** Starts this many days before the seed time (notices show a date); unset = always. */
  startDaysAgo?: number;
  translations: Texts;
}

/** Banner images are 750×300 (5:2), sized for a phone's full-width carousel. */
export const BANNER_SIZE = { width: 750, height: 300 } as const;
export const BANNER_FORMAT = 'webp';

const text = (title: string, content = ''): AnnouncementText => ({ title, content });

const { BANNER, PLAYER, POP_UP, PROMOTION, AGENT } = CONTENT_TYPE;
const HOME = ANNOUNCEMENT_GROUP.HOME;

export const SEED_BANNERS: readonly SeedAnnouncement[] = [
  {
    type: BANNER,
    groupName: HOME,
    bannerFile: '1',
    linkUrl: '/m/activity',
    translations: {
      EN: text('Welcome bonus 100%: up to ₱5,000 on your first deposit'),
      TY: text('Welcome bonus 100%: hanggang ₱5,000 sa iyong unang deposito'),
    },
  },
  {
    type: BANNER,
    groupName: HOME,
    bannerFile: '2',
    linkUrl: '/m/inviteFriends',
    translations: {
      EN: text('Refer a friend: earn 10% of their bets every day'),
      TY: text('Mag-imbita ng kaibigan: kumita ng 10% ng kanilang taya araw-araw'),
    },
  },
  {
    type: BANNER,
    groupName: HOME,
    bannerFile: '3',
    linkUrl: '/m/rewardCenter',
    translations: {
      EN: text('Daily missions: finish 3 and win 20 free spins'),
      TY: text('Mga misyon araw-araw: tapusin ang 3 at manalo ng 20 libreng spin'),
    },
  },
  {
    type: BANNER,
    groupName: HOME,
    bannerFile: '4',
    linkUrl: '/m/gameList?gameType=SPORTS',
    translations: {
      EN: text('Big matches live: bet in-play on football and basketball'),
      TY: text('Malalaking laban nang live: tumaya habang naglalaro sa football at basketball'),
    },
  },
  {
    type: BANNER,
    groupName: HOME,
    bannerFile: '5',
    linkUrl: '/m/gameList?gameType=INHOUSE',
    translations: {
      EN: text('Kalaro Originals: Crash, Mines, Dice and more'),
      TY: text('Kalaro Originals: Crash, Mines, Dice at iba pa'),
    },
  },
];

export const SEED_NOTICES: readonly SeedAnnouncement[] = [
  {
    type: PLAYER,
    groupName: HOME,
    startDaysAgo: 1,
    translations: {
      EN: text(
        'Scheduled maintenance on Sunday, 02:00–04:00',
        '<p>We are upgrading our systems on <b>Sunday from 02:00 to 04:00 (GMT+8)</b>. During this time:</p>' +
          '<ul><li>deposits and withdrawals are paused;</li><li>games in progress are saved and resume afterwards;</li>' +
          '<li>customer service stays online.</li></ul><p>Thank you for your patience.</p>',
      ),
      TY: text(
        'Nakatakdang maintenance sa Linggo, 02:00–04:00',
        '<p>Ia-upgrade namin ang aming sistema sa <b>Linggo mula 02:00 hanggang 04:00 (GMT+8)</b>. Sa oras na ito:</p>' +
          '<ul><li>nakahinto ang mga deposito at withdrawal;</li><li>naka-save ang mga larong nilalaro at magpapatuloy pagkatapos;</li>' +
          '<li>bukas pa rin ang customer service.</li></ul><p>Salamat sa inyong pasensya.</p>',
      ),
    },
  },
  {
    type: PLAYER,
    groupName: HOME,
    startDaysAgo: 2,
    translations: {
      EN: text(
        'New: Kalaro Originals are here',
        '<p>Try our own games, built for quick rounds on your phone: <b>Crash</b>, <b>Mines</b>, <b>Dice</b>, <b>Plinko</b> and more.</p>' +
          '<p><a href="/m/gameList?gameType=INHOUSE">Play Kalaro Originals</a></p>',
      ),
      TY: text(
        'Bago: narito na ang Kalaro Originals',
        '<p>Subukan ang sarili naming mga laro, ginawa para sa mabilisang round sa iyong phone: <b>Crash</b>, <b>Mines</b>, <b>Dice</b>, <b>Plinko</b> at iba pa.</p>' +
          '<p><a href="/m/gameList?gameType=INHOUSE">Laruin ang Kalaro Originals</a></p>',
      ),
    },
  },
  {
    type: PLAYER,
    groupName: HOME,
    startDaysAgo: 3,
    translations: {
      EN: text(
        'Faster e-wallet withdrawals',
        '<p>Withdrawals to e-wallets now arrive in <b>under 10 minutes</b> on average.</p>' +
          '<ol><li>Open <b>Withdraw</b>.</li><li>Choose your e-wallet account.</li><li>Enter the amount and your payment password.</li></ol>',
      ),
      TY: text(
        'Mas mabilis na withdrawal sa e-wallet',
        '<p>Ang mga withdrawal sa e-wallet ay dumarating na sa <b>wala pang 10 minuto</b> sa karaniwan.</p>' +
          '<ol><li>Buksan ang <b>Mag-withdraw</b>.</li><li>Piliin ang iyong e-wallet account.</li><li>Ilagay ang halaga at ang iyong password sa pagbabayad.</li></ol>',
      ),
    },
  },
  {
    type: PLAYER,
    groupName: HOME,
    startDaysAgo: 5,
    translations: {
      EN: text(
        'Security tip: never share your SMS code',
        '<p><b>Kalaro staff will never ask for your password or your SMS code.</b></p>' +
          '<ul><li>Only type your code in the Kalaro app.</li><li>Turn on a payment password in the security centre.</li>' +
          '<li>Report suspicious messages to customer service.</li></ul>',
      ),
      TY: text(
        'Paalala sa seguridad: huwag ibahagi ang iyong SMS code',
        '<p><b>Hindi kailanman hihingin ng Kalaro staff ang iyong password o SMS code.</b></p>' +
          '<ul><li>I-type lang ang iyong code sa Kalaro app.</li><li>Mag-set ng password sa pagbabayad sa security center.</li>' +
          '<li>I-report sa customer service ang mga kahina-hinalang mensahe.</li></ul>',
      ),
    },
  },
  {
    type: PLAYER,
    groupName: HOME,
    startDaysAgo: 6,
    translations: {
      EN: text(
        'Weekend reload bonus: 20% extra',
        '<p>Deposit on Saturday or Sunday and get <b>20% extra</b>, up to ₱1,000.</p>' +
          '<ul><li>Minimum deposit ₱200.</li><li>Turnover 5× before withdrawal.</li></ul>' +
          '<p><a href="/m/activity">See the full terms</a></p>',
      ),
      TY: text(
        'Weekend reload bonus: 20% dagdag',
        '<p>Mag-deposito sa Sabado o Linggo at makakuha ng <b>20% dagdag</b>, hanggang ₱1,000.</p>' +
          '<ul><li>Pinakamababang deposito ₱200.</li><li>Turnover na 5× bago mag-withdraw.</li></ul>' +
          '<p><a href="/m/activity">Tingnan ang buong patakaran</a></p>',
      ),
    },
  },
  {
    type: PLAYER,
    groupName: HOME,
    startDaysAgo: 9,
    translations: {
      EN: text(
        'Play responsibly',
        '<p>Gaming should stay fun. Set yourself a budget and take breaks.</p>' +
          '<p>Need help or a self-exclusion? <a href="https://help.kalaro.example/responsible-gaming">Read our responsible gaming guide</a>.</p>',
      ),
      TY: text(
        'Maglaro nang responsable',
        '<p>Dapat manatiling masaya ang paglalaro. Magtakda ng budget at magpahinga paminsan-minsan.</p>' +
          '<p>Kailangan ng tulong o self-exclusion? <a href="https://help.kalaro.example/responsible-gaming">Basahin ang aming gabay sa responsableng paglalaro</a>.</p>',
      ),
    },
  },
  {
    type: PLAYER,
    groupName: ANNOUNCEMENT_GROUP.REGISTER,
    translations: {
      EN: text(
        'Register in one minute',
        '<p>Sign up with your username or mobile number and get the <b>100% welcome bonus</b> on your first deposit.</p>',
      ),
      TY: text(
        'Magrehistro sa loob ng isang minuto',
        '<p>Mag-sign up gamit ang iyong username o mobile number at makuha ang <b>100% welcome bonus</b> sa iyong unang deposito.</p>',
      ),
    },
  },
];

export const SEED_POPUPS: readonly SeedAnnouncement[] = [
  {
    type: POP_UP,
    groupName: HOME,
    execution: POPUP_EXECUTION.AGENT,
    promotionType: PROMO_KEY.MISSION,
    translations: {
      EN: text(
        'Daily check-in rewards',
        '<p>Log in every day this week and collect a reward each time: <b>7 days in a row doubles the last one</b>.</p>' +
          '<ul><li>Day 1–3: free spins</li><li>Day 4–6: bonus cash</li><li>Day 7: mystery box</li></ul>',
      ),
      TY: text(
        'Gantimpala sa araw-araw na check-in',
        '<p>Mag-log in araw-araw ngayong linggo at kumuha ng gantimpala bawat araw: <b>doble ang huli kapag 7 araw nang sunod-sunod</b>.</p>' +
          '<ul><li>Araw 1–3: libreng spin</li><li>Araw 4–6: bonus na pera</li><li>Araw 7: mystery box</li></ul>',
      ),
    },
  },
  {
    type: POP_UP,
    groupName: HOME,
    execution: POPUP_EXECUTION.AGENT,
    translations: {
      EN: text(
        'Weekend reload bonus is live',
        '<p>Deposit today and get <b>20% extra</b>, up to ₱1,000. <a href="/m/voucherCenter">Deposit now</a></p>',
      ),
      TY: text(
        'Live na ang weekend reload bonus',
        '<p>Mag-deposito ngayon at makakuha ng <b>20% dagdag</b>, hanggang ₱1,000. <a href="/m/voucherCenter">Mag-deposito na</a></p>',
      ),
    },
  },
  {
    type: POP_UP,
    groupName: HOME,
    execution: POPUP_EXECUTION.VISITOR,
    translations: {
      EN: text(
        'Get the Kalaro app',
        '<p>Faster games and instant notifications on your phone.</p>' +
          '<p><a href="https://kalaro.example/download">Download the app</a></p>',
      ),
      TY: text(
        'I-download ang Kalaro app',
        '<p>Mas mabilis na laro at agarang abiso sa iyong phone.</p>' +
          '<p><a href="https://kalaro.example/download">I-download ang app</a></p>',
      ),
    },
  },
  {
    type: POP_UP,
    groupName: HOME,
    execution: POPUP_EXECUTION.VISITOR,
    translations: {
      EN: text(
        'Welcome bonus 100%',
        '<p>New here? Register and double your first deposit, up to <b>₱5,000</b>.</p>' +
          '<p><a href="/m/activity">See the promotions</a></p>',
      ),
      TY: text(
        'Welcome bonus 100%',
        '<p>Bago ka rito? Magrehistro at doblehin ang iyong unang deposito, hanggang <b>₱5,000</b>.</p>' +
          '<p><a href="/m/activity">Tingnan ang mga promo</a></p>',
      ),
    },
  },
  {
    type: POP_UP,
    groupName: HOME,
    execution: POPUP_EXECUTION.FIRST_LOGIN,
    promotionType: PROMO_KEY.REFERRAL,
    translations: {
      EN: text(
        'Welcome to Kalaro!',
        '<p>Your account is ready. Invite your friends and <b>earn 10% of their bets</b>, every day.</p>',
      ),
      TY: text(
        'Maligayang pagdating sa Kalaro!',
        '<p>Handa na ang iyong account. Imbitahan ang iyong mga kaibigan at <b>kumita ng 10% ng kanilang taya</b>, araw-araw.</p>',
      ),
    },
  },
];

export const SEED_PROMOTIONS: readonly SeedAnnouncement[] = [
  {
    type: PROMOTION,
    groupName: HOME,
    promotionType: PROMO_KEY.REFERRAL,
    translations: {
      EN: text('Refer a friend', '<p>Earn 10% of your friends’ bets every day.</p>'),
      TY: text(
        'Mag-imbita ng kaibigan',
        '<p>Kumita ng 10% ng taya ng iyong mga kaibigan araw-araw.</p>',
      ),
    },
  },
  {
    type: PROMOTION,
    groupName: HOME,
    promotionType: PROMO_KEY.MISSION,
    translations: {
      EN: text('Daily missions', '<p>Finish three missions a day and win free spins.</p>'),
      TY: text(
        'Mga misyon araw-araw',
        '<p>Tapusin ang tatlong misyon bawat araw at manalo ng libreng spin.</p>',
      ),
    },
  },
];

export const SEED_AGENT_NOTICES: readonly SeedAnnouncement[] = [
  {
    type: AGENT,
    groupName: HOME,
    startDaysAgo: 1,
    translations: {
      EN: text(
        'Last month’s commission statement is ready',
        '<p>Your commission statement is in <b>Team profit and loss</b>. Payouts reach your wallet by the 5th.</p>',
      ),
      TY: text(
        'Handa na ang commission statement noong nakaraang buwan',
        '<p>Nasa <b>Team profit and loss</b> ang iyong commission statement. Papasok sa iyong wallet ang bayad bago mag-ika-5.</p>',
      ),
    },
  },
  {
    type: AGENT,
    groupName: HOME,
    startDaysAgo: 4,
    translations: {
      EN: text(
        'New rebate table from the 1st',
        '<p>Rebates for slots rise to <b>1.2%</b> for agents with 20 or more active members.</p>' +
          '<ul><li>Check your settings in <a href="/m/member/agent/agentRebeat">Agent rebate settings</a>.</li></ul>',
      ),
      TY: text(
        'Bagong rebate table simula sa ika-1',
        '<p>Tataas sa <b>1.2%</b> ang rebate sa slots para sa mga ahenteng may 20 o higit pang aktibong miyembro.</p>' +
          '<ul><li>Tingnan ang iyong settings sa <a href="/m/member/agent/agentRebeat">Agent rebate settings</a>.</li></ul>',
      ),
    },
  },
];

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  ...SEED_BANNERS,
  ...SEED_NOTICES,
  ...SEED_POPUPS,
  ...SEED_PROMOTIONS,
  ...SEED_AGENT_NOTICES,
];

// --- hot matches ----------------------------------------------------------------

/** A team and how its crest is drawn (see badges.ts). */
export interface SeedTeam {
  slug: string;
  name: string;
  /** Field and second colour of the crest. */
  colours: readonly [string, string];
  pattern: 'stripes' | 'chevron' | 'half' | 'band';
}

export const SEED_TEAMS: readonly SeedTeam[] = [
  { slug: 'manila-mavericks', name: 'Manila Mavericks', colours: ['#1d4ed8', '#facc15'], pattern: 'chevron' },
  { slug: 'cebu-sharks', name: 'Cebu Sharks', colours: ['#0f766e', '#e2e8f0'], pattern: 'stripes' },
  { slug: 'davao-eagles', name: 'Davao Eagles', colours: ['#7c2d12', '#fbbf24'], pattern: 'half' },
  { slug: 'iloilo-tigers', name: 'Iloilo Tigers', colours: ['#ea580c', '#111827'], pattern: 'stripes' },
  { slug: 'baguio-pines', name: 'Baguio Pines FC', colours: ['#166534', '#f8fafc'], pattern: 'band' },
  { slug: 'bohol-reef', name: 'Bohol Reef United', colours: ['#0369a1', '#fb7185'], pattern: 'chevron' },
  { slug: 'laguna-lions', name: 'Laguna Lions', colours: ['#b91c1c', '#fde68a'], pattern: 'band' },
  { slug: 'pampanga-blaze', name: 'Pampanga Blaze', colours: ['#9f1239', '#fb923c'], pattern: 'half' },
  { slug: 'quezon-comets', name: 'Quezon Comets', colours: ['#4c1d95', '#a5f3fc'], pattern: 'chevron' },
  { slug: 'makati-titans', name: 'Makati Titans', colours: ['#1f2937', '#f59e0b'], pattern: 'band' },
  { slug: 'taguig-thunder', name: 'Taguig Thunder', colours: ['#1e3a8a', '#60a5fa'], pattern: 'stripes' },
  { slug: 'pasig-royals', name: 'Pasig Royals', colours: ['#6d28d9', '#fcd34d'], pattern: 'half' },
  { slug: 'visayas-spikers', name: 'Visayas Spikers', colours: ['#be185d', '#f9fafb'], pattern: 'band' },
  { slug: 'luzon-aces', name: 'Luzon Aces', colours: ['#0e7490', '#fde047'], pattern: 'chevron' },
  { slug: 'nova-esports', name: 'Nova Esports', colours: ['#312e81', '#22d3ee'], pattern: 'chevron' },
  { slug: 'blacksail-gaming', name: 'Blacksail Gaming', colours: ['#111827', '#ef4444'], pattern: 'half' },
]; // prettier-ignore

export const teamBySlug = new Map(SEED_TEAMS.map((t) => [t.slug, t]));

export interface SeedHotMatch {
  league: string;
  home: string;
  away: string;
  /** Kick-off this many hours after the seed time's next full hour. */
  hoursAhead: number;
  /** The catalogue game that opens the match: its menu category and EN name. */
  game: { gameType: 'SPORTS' | 'ESPORTS'; name: string };
}

const FOOTBALL = { gameType: 'SPORTS', name: 'Football' } as const;
const BASKETBALL = { gameType: 'SPORTS', name: 'Basketball' } as const;
const VOLLEYBALL = { gameType: 'SPORTS', name: 'Volleyball' } as const;
const ESPORTS = { gameType: 'ESPORTS', name: 'Mobile Legends' } as const;

/** Eight matches over the next ten days, the first ones within hours. */
export const SEED_HOT_MATCHES: readonly SeedHotMatch[] = [
  { league: 'Philippine Premier League', home: 'manila-mavericks', away: 'cebu-sharks', hoursAhead: 3, game: FOOTBALL },
  { league: 'Metro Basketball League', home: 'quezon-comets', away: 'makati-titans', hoursAhead: 6, game: BASKETBALL },
  { league: 'Philippine Premier League', home: 'davao-eagles', away: 'iloilo-tigers', hoursAhead: 26, game: FOOTBALL },
  { league: 'Valor Cup', home: 'nova-esports', away: 'blacksail-gaming', hoursAhead: 30, game: ESPORTS },
  { league: 'Archipelago Cup', home: 'baguio-pines', away: 'bohol-reef', hoursAhead: 50, game: FOOTBALL },
  { league: 'Metro Basketball League', home: 'taguig-thunder', away: 'pasig-royals', hoursAhead: 74, game: BASKETBALL },
  { league: 'National Volleyball Series', home: 'visayas-spikers', away: 'luzon-aces', hoursAhead: 122, game: VOLLEYBALL },
  { league: 'Archipelago Cup', home: 'laguna-lions', away: 'pampanga-blaze', hoursAhead: 242, game: FOOTBALL },
]; // prettier-ignore

/** A badge's path on the image CDN. */
export const badgePath = (merchant: string, slug: string) => `/${merchant}/badges/${slug}.webp`;
/** A banner image's path on the image CDN. */
export const bannerPath = (merchant: string, file: string) =>
  `/${merchant}/banners/${file}.${BANNER_FORMAT}`;

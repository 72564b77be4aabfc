import type { LocalisedText } from './tables.ts';

/**
 * The demo message centre: broadcasts to every member and personal messages to
 * the demo accounts `demo` and `agent`. Every text in EN and TY; the content is
 * HTML as an operator would write it, sanitised by the client.
 */

export interface SeedMessage {
  /** A demo account's username; unset = a broadcast to every member. */
  to?: string;
  /** Sent this many hours before the seed time (the inbox is newest first). */
  hoursAgo: number;
  translations: { EN: LocalisedText; TY: LocalisedText };
}

export const SEED_MESSAGES: readonly SeedMessage[] = [
  // --- broadcasts -----------------------------------------------------------
  {
    hoursAgo: 2,
    translations: {
      EN: {
        title: 'Scheduled maintenance on Sunday',
        content: `<p>To make Kalaro faster, some games will be unavailable on <strong>Sunday from 02:00 to 04:00</strong> (Philippine time).</p>
<p>Your balance is safe; deposits and withdrawals continue as usual.</p>`,
      },
      TY: {
        title: 'Naka-iskedyul na maintenance sa Linggo',
        content: `<p>Para mas bumilis ang Kalaro, hindi magagamit ang ilang laro sa <strong>Linggo mula 02:00 hanggang 04:00</strong> (oras sa Pilipinas).</p>
<p>Ligtas ang iyong balanse; tuloy ang mga deposito at withdrawal gaya ng dati.</p>`,
      },
    },
  },
  {
    hoursAgo: 30,
    translations: {
      EN: {
        title: 'New rewards are waiting',
        content: `<p>Your <a href="/m/rewardCenter">rewards center</a> has new bonuses:</p>
<ul><li>Welcome bonus ₱50.00</li><li>Invite a friend ₱20.00</li><li>Daily mission ₱10.00</li></ul>
<p>Claim them before they expire!</p>`,
      },
      TY: {
        title: 'May mga bagong reward na naghihintay',
        content: `<p>May mga bagong bonus sa iyong <a href="/m/rewardCenter">Sentro ng gantimpala</a>:</p>
<ul><li>Welcome bonus ₱50.00</li><li>Mag-imbita ng kaibigan ₱20.00</li><li>Pang-araw-araw na misyon ₱10.00</li></ul>
<p>I-claim ang mga ito bago mag-expire!</p>`,
      },
    },
  },
  {
    hoursAgo: 72,
    translations: {
      EN: {
        title: 'Play responsibly',
        content: `<h3>Gaming should stay fun</h3>
<p>Set a budget, take breaks and never chase losses. Read our <a href="/m/help?i=4">responsible gaming</a> tips.</p>`,
      },
      TY: {
        title: 'Maglaro nang responsable',
        content: `<h3>Dapat manatiling masaya ang paglalaro</h3>
<p>Magtakda ng badyet, magpahinga at huwag habulin ang mga talo. Basahin ang aming mga tip sa <a href="/m/help?i=4">responsableng paglalaro</a>.</p>`,
      },
    },
  },
  // --- to the demo member -----------------------------------------------------
  {
    to: 'demo',
    hoursAgo: 1,
    translations: {
      EN: {
        title: 'Welcome to Kalaro, Demo Player!',
        content: `<p>Hi Demo Player, your account is ready and <strong>₱1,000.00</strong> is waiting in your balance.</p>
<p>Start with the <a href="/m/gameList?gameType=RNG">slots</a> or try a live table.</p>`,
      },
      TY: {
        title: 'Maligayang pagdating sa Kalaro, Demo Player!',
        content: `<p>Kumusta Demo Player, handa na ang iyong account at may <strong>₱1,000.00</strong> sa iyong balanse.</p>
<p>Magsimula sa mga <a href="/m/gameList?gameType=RNG">slots</a> o subukan ang isang live na mesa.</p>`,
      },
    },
  },
  {
    to: 'demo',
    hoursAgo: 26,
    translations: {
      EN: {
        title: 'You reached VIP1',
        content: `<p>Congratulations! You are now <strong>VIP1</strong>.</p>
<ul><li>Higher daily withdrawal limit</li><li>Birthday bonus</li></ul>
<p>See all <a href="/m/member/benefits">level benefits</a>.</p>`,
      },
      TY: {
        title: 'Naabot mo ang VIP1',
        content: `<p>Binabati kita! Ikaw ay <strong>VIP1</strong> na ngayon.</p>
<ul><li>Mas mataas na limitasyon sa pang-araw-araw na withdrawal</li><li>Bonus sa kaarawan</li></ul>
<p>Tingnan ang lahat ng <a href="/m/member/benefits">benepisyo ng antas</a>.</p>`,
      },
    },
  },
  {
    to: 'demo',
    hoursAgo: 50,
    translations: {
      EN: {
        title: 'Protect your account',
        content: `<p>Set a payment password in the <a href="/m/securityCenter">security center</a> so nobody else can withdraw from your account.</p>`,
      },
      TY: {
        title: 'Protektahan ang iyong account',
        content: `<p>Magtakda ng payment password sa <a href="/m/securityCenter">Sentro ng seguridad</a> para walang ibang makapag-withdraw mula sa iyong account.</p>`,
      },
    },
  },
  // --- to the demo agent ------------------------------------------------------
  {
    to: 'agent',
    hoursAgo: 3,
    translations: {
      EN: {
        title: 'Your team this week',
        content: `<p>Your team has <strong>209 members</strong> on three levels. Open the <a href="/m/agent">agency center</a> for their deposits and bets.</p>`,
      },
      TY: {
        title: 'Ang iyong team ngayong linggo',
        content: `<p>May <strong>209 miyembro</strong> ang iyong team sa tatlong antas. Buksan ang <a href="/m/agent">agency center</a> para sa kanilang mga deposito at taya.</p>`,
      },
    },
  },
  {
    to: 'agent',
    hoursAgo: 48,
    translations: {
      EN: {
        title: 'Share your affiliate code',
        content: `<p>New players who register with your code <strong>AGENT01</strong> join your team automatically.</p>`,
      },
      TY: {
        title: 'Ibahagi ang iyong affiliate code',
        content: `<p>Awtomatikong sasali sa iyong team ang mga bagong manlalarong magrerehistro gamit ang iyong code na <strong>AGENT01</strong>.</p>`,
      },
    },
  },
];

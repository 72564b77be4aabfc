import { HELP_DEVICE } from '@kalaro/contract/member-content';

/**
 * The demo operator's help centre. Every entry in EN and TY (TY is the app's
 * Filipino second language). The HTML is what an operator would write; the
 * client sanitises it before showing it. Links inside the app are /m routes.
 */

interface Text {
  title: string;
  content: string;
}
export interface SeedHelpEntry {
  device: (typeof HELP_DEVICE)[keyof typeof HELP_DEVICE];
  translations: { EN: Text; TY: Text };
}

const { MOBILE, WEB } = HELP_DEVICE;

export const SEED_HELP_ENTRIES: readonly SeedHelpEntry[] = [
  {
    device: MOBILE,
    translations: {
      EN: {
        title: 'Your account',
        content: `<h2>Opening an account</h2>
<p>Tap <strong>Register</strong>, choose a username and a password, and confirm that you are at least 18 years old. One account per person.</p>
<h3>Keeping it safe</h3>
<ul>
  <li>Use a password of at least 8 characters that you use nowhere else.</li>
  <li>Set a payment password and bind your mobile number in the <a href="/m/securityCenter">security center</a>.</li>
  <li>Never share your password or SMS codes — our staff will never ask for them.</li>
</ul>
<h3>Forgot your password?</h3>
<p>On the login screen, tap <em>Forgot password</em> and reset it with your mobile number or e-mail.</p>`,
      },
      TY: {
        title: 'Ang iyong account',
        content: `<h2>Pagbukas ng account</h2>
<p>I-tap ang <strong>Magrehistro</strong>, pumili ng username at password, at kumpirmahin na ikaw ay hindi bababa sa 18 taong gulang. Isang account bawat tao.</p>
<h3>Panatilihin itong ligtas</h3>
<ul>
  <li>Gumamit ng password na hindi bababa sa 8 character at hindi mo ginagamit sa iba.</li>
  <li>Magtakda ng payment password at i-bind ang iyong mobile number sa <a href="/m/securityCenter">Sentro ng seguridad</a>.</li>
  <li>Huwag ibahagi ang iyong password o SMS code — hindi ito hihingin ng aming staff.</li>
</ul>
<h3>Nakalimutan ang password?</h3>
<p>Sa login screen, i-tap ang <em>Nakalimutan ang password</em> at i-reset ito gamit ang iyong mobile number o e-mail.</p>`,
      },
    },
  },
  {
    device: MOBILE,
    translations: {
      EN: {
        title: 'Deposits',
        content: `<h2>How to deposit</h2>
<ol>
  <li>Open <a href="/m/voucherCenter">Deposit</a> from the menu.</li>
  <li>Choose a payment method (GCash, Maya, bank transfer or card).</li>
  <li>Enter the amount and follow the steps of your payment provider.</li>
</ol>
<p>Most deposits arrive within a few minutes. The minimum deposit is <strong>₱100.00</strong>.</p>
<h3>My deposit has not arrived</h3>
<p>Check <a href="/m/vouReport">Deposit record</a>. If it still shows as pending after 30 minutes, contact customer service with your reference number.</p>`,
      },
      TY: {
        title: 'Mga deposito',
        content: `<h2>Paano magdeposito</h2>
<ol>
  <li>Buksan ang <a href="/m/voucherCenter">Magdeposito</a> mula sa menu.</li>
  <li>Pumili ng paraan ng pagbabayad (GCash, Maya, bank transfer o card).</li>
  <li>Ilagay ang halaga at sundin ang mga hakbang ng iyong payment provider.</li>
</ol>
<p>Karamihan ng deposito ay dumarating sa loob ng ilang minuto. Ang pinakamababang deposito ay <strong>₱100.00</strong>.</p>
<h3>Hindi pa dumating ang aking deposito</h3>
<p>Tingnan ang <a href="/m/vouReport">Talaan ng deposito</a>. Kung pending pa rin pagkalipas ng 30 minuto, makipag-ugnayan sa customer service dala ang iyong reference number.</p>`,
      },
    },
  },
  {
    device: MOBILE,
    translations: {
      EN: {
        title: 'Withdrawals',
        content: `<h2>How to withdraw</h2>
<ol>
  <li>Bind a bank account or e-wallet in your name in the <a href="/m/securityCenter">security center</a>.</li>
  <li>Open <a href="/m/withdraw">Withdraw</a>, enter the amount and your payment password.</li>
</ol>
<h3>Good to know</h3>
<ul>
  <li>Withdrawals are usually paid within 15 minutes, at most 24 hours.</li>
  <li>The payee name must match the name on your account.</li>
  <li>Bonuses may need a turnover before they can be withdrawn; the terms of each promotion say how much.</li>
</ul>`,
      },
      TY: {
        title: 'Mga withdrawal',
        content: `<h2>Paano mag-withdraw</h2>
<ol>
  <li>Mag-bind ng bank account o e-wallet na nasa iyong pangalan sa <a href="/m/securityCenter">Sentro ng seguridad</a>.</li>
  <li>Buksan ang <a href="/m/withdraw">Mag-withdraw</a>, ilagay ang halaga at ang iyong payment password.</li>
</ol>
<h3>Dapat mong malaman</h3>
<ul>
  <li>Karaniwang naibabayad ang withdrawal sa loob ng 15 minuto, hanggang 24 na oras.</li>
  <li>Dapat tumugma ang pangalan ng payee sa pangalan ng iyong account.</li>
  <li>Maaaring kailanganin ng turnover ang mga bonus bago ma-withdraw; nakasaad sa mga tuntunin ng bawat promo kung magkano.</li>
</ul>`,
      },
    },
  },
  {
    device: MOBILE,
    translations: {
      EN: {
        title: 'Bonuses and rewards',
        content: `<h2>Rewards center</h2>
<p>Rewards you can claim are listed in the <a href="/m/rewardCenter">rewards center</a>; a red dot on <strong>Members</strong> tells you one is waiting.</p>
<ul>
  <li>Each reward can be claimed once and is credited to your balance at once.</li>
  <li>Rewards have an end date; claim them before they expire.</li>
</ul>`,
      },
      TY: {
        title: 'Mga bonus at reward',
        content: `<h2>Sentro ng gantimpala</h2>
<p>Nakalista sa <a href="/m/rewardCenter">Sentro ng gantimpala</a> ang mga reward na maaari mong i-claim; ang pulang tuldok sa <strong>Miyembro</strong> ay nangangahulugang may naghihintay.</p>
<ul>
  <li>Isang beses lang maaaring i-claim ang bawat reward at agad itong idinadagdag sa iyong balanse.</li>
  <li>May petsa ng pagtatapos ang mga reward; i-claim ang mga ito bago mag-expire.</li>
</ul>`,
      },
    },
  },
  {
    device: MOBILE,
    translations: {
      EN: {
        title: 'Responsible gaming',
        content: `<h2>Play for fun, within your means</h2>
<p>Gaming is entertainment, not a way to earn money. Only players aged 18 and over may play.</p>
<ul>
  <li>Set yourself a budget and a time limit before you start.</li>
  <li>Never chase losses or play with money you need for daily life.</li>
  <li>Take regular breaks.</li>
</ul>
<h3>Need help?</h3>
<p>If gaming stops being fun, talk to us about limits or a self-exclusion, or contact <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php" target="_blank" rel="noopener noreferrer">PAGCOR responsible gaming</a>.</p>`,
      },
      TY: {
        title: 'Responsableng paglalaro',
        content: `<h2>Maglaro para sa kasiyahan, ayon sa iyong kakayahan</h2>
<p>Libangan ang paglalaro, hindi paraan ng pagkita ng pera. Ang mga manlalarong 18 taong gulang pataas lamang ang maaaring maglaro.</p>
<ul>
  <li>Magtakda ng badyet at limitasyon sa oras bago ka magsimula.</li>
  <li>Huwag habulin ang mga talo o maglaro gamit ang perang kailangan mo sa araw-araw.</li>
  <li>Magpahinga nang regular.</li>
</ul>
<h3>Kailangan ng tulong?</h3>
<p>Kung hindi na masaya ang paglalaro, kausapin kami tungkol sa mga limitasyon o self-exclusion, o makipag-ugnayan sa <a href="https://www.pagcor.ph/regulatory/responsible-gaming.php" target="_blank" rel="noopener noreferrer">PAGCOR responsible gaming</a>.</p>`,
      },
    },
  },
  {
    device: MOBILE,
    translations: {
      EN: {
        title: 'Contact us',
        content: `<h2>We are here 24/7</h2>
<p>Our customer service answers every day, around the clock.</p>
<ul>
  <li><a href="/m/service">Live chat</a> — the fastest way to reach us.</li>
  <li>Telegram: <a href="https://t.me/kalaro_demo" target="_blank" rel="noopener noreferrer">@kalaro_demo</a></li>
  <li>E-mail: <a href="mailto:support@kalaro.example">support@kalaro.example</a></li>
</ul>
<p>Please have your username ready; never send us your password.</p>`,
      },
      TY: {
        title: 'Makipag-ugnayan sa amin',
        content: `<h2>Narito kami 24/7</h2>
<p>Sumasagot ang aming customer service araw-araw, buong araw at gabi.</p>
<ul>
  <li><a href="/m/service">Live chat</a> — ang pinakamabilis na paraan para maabot kami.</li>
  <li>Telegram: <a href="https://t.me/kalaro_demo" target="_blank" rel="noopener noreferrer">@kalaro_demo</a></li>
  <li>E-mail: <a href="mailto:support@kalaro.example">support@kalaro.example</a></li>
</ul>
<p>Ihanda ang iyong username; huwag kailanman ipadala sa amin ang iyong password.</p>`,
      },
    },
  },
  {
    device: WEB,
    translations: {
      EN: {
        title: 'Playing on a computer',
        content: `<h2>Kalaro in a desktop browser</h2>
<p>Open the site in a current version of Chrome, Edge, Firefox or Safari and log in with the same account as on your phone.</p>
<ul>
  <li>Your balance, favourites and records are the same on every device.</li>
  <li>Allow pop-ups for the site: some games open in a new window.</li>
</ul>`,
      },
      TY: {
        title: 'Paglalaro sa computer',
        content: `<h2>Kalaro sa desktop browser</h2>
<p>Buksan ang site sa kasalukuyang bersyon ng Chrome, Edge, Firefox o Safari at mag-log in gamit ang parehong account tulad ng sa iyong telepono.</p>
<ul>
  <li>Pareho ang iyong balanse, mga paborito at mga record sa bawat device.</li>
  <li>Payagan ang mga pop-up para sa site: may mga larong nagbubukas sa bagong window.</li>
</ul>`,
      },
    },
  },
  {
    device: WEB,
    translations: {
      EN: {
        title: 'Using a shared computer',
        content: `<h2>Stay safe on a computer others use</h2>
<ul>
  <li>Do not tick <strong>Remember me</strong> when you log in.</li>
  <li>Always <strong>sign out</strong> from the menu when you are done.</li>
  <li>Never let the browser save your password.</li>
</ul>`,
      },
      TY: {
        title: 'Paggamit ng shared na computer',
        content: `<h2>Manatiling ligtas sa computer na ginagamit ng iba</h2>
<ul>
  <li>Huwag i-tsek ang <strong>Tandaan ako</strong> kapag nag-log in.</li>
  <li>Laging <strong>mag-sign out</strong> mula sa menu kapag tapos ka na.</li>
  <li>Huwag hayaang i-save ng browser ang iyong password.</li>
</ul>`,
      },
    },
  },
];

import type { PromotionText } from './tables.ts';

/**
 * The demo operator's promotions (/m/activity): two that take applications
 * (a comment and screenshots) and one that only informs. Every text in EN and
 * TY; content is HTML, sanitised by the client.
 */
export interface SeedPromotion {
  acceptsApplications: boolean;
  /** Days from the seed time; unset = no start / no end. */
  startDays?: number;
  endDays?: number;
  translations: { EN: PromotionText; TY: PromotionText };
}

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    acceptsApplications: true,
    startDays: -3,
    endDays: 60,
    translations: {
      EN: {
        title: 'Share your big win',
        summary: 'Send a screenshot of a win of 100× or more and get a ₱200.00 bonus.',
        content: `<p>Hit a win of <strong>100× your bet</strong> or more? Show us!</p>
<ol><li>Take a screenshot of the win.</li><li>Apply below with a short comment and up to 3 screenshots (png or jpg, 5 MB each).</li><li>Our team checks it within 24 hours.</li></ol>
<p>One bonus of <strong>₱200.00</strong> per member. A rejected application may be sent again.</p>`,
      },
      TY: {
        title: 'Ibahagi ang iyong malaking panalo',
        summary:
          'Magpadala ng screenshot ng panalong 100× o higit pa at makakuha ng ₱200.00 na bonus.',
        content: `<p>Nanalo ka ba ng <strong>100× ng iyong taya</strong> o higit pa? Ipakita sa amin!</p>
<ol><li>Kunan ng screenshot ang panalo.</li><li>Mag-apply sa ibaba na may maikling komento at hanggang 3 screenshot (png o jpg, 5 MB bawat isa).</li><li>Susuriin ito ng aming team sa loob ng 24 oras.</li></ol>
<p>Isang bonus na <strong>₱200.00</strong> bawat miyembro. Maaaring ipadala muli ang tinanggihang aplikasyon.</p>`,
      },
    },
  },
  {
    acceptsApplications: true,
    translations: {
      EN: {
        title: 'Birthday gift',
        summary: 'Celebrate with us: ₱88.00 on your birthday month.',
        content: `<p>Tell us your birthday and we send you <strong>₱88.00</strong> in your birthday month.</p>
<ul><li>Write your date of birth in the comment.</li><li>Attach a photo of a valid ID (png or jpg).</li></ul>`,
      },
      TY: {
        title: 'Regalo sa kaarawan',
        summary: 'Magdiwang kasama namin: ₱88.00 sa buwan ng iyong kaarawan.',
        content: `<p>Sabihin sa amin ang iyong kaarawan at padadalhan ka namin ng <strong>₱88.00</strong> sa buwan ng iyong kaarawan.</p>
<ul><li>Isulat ang iyong petsa ng kapanganakan sa komento.</li><li>Maglakip ng larawan ng valid ID (png o jpg).</li></ul>`,
      },
    },
  },
  {
    acceptsApplications: false,
    translations: {
      EN: {
        title: 'Weekend cashback 5%',
        summary: 'Every Monday, 5% of your weekend net loss comes back to your wallet.',
        content: `<p>Every Monday we credit <strong>5%</strong> of your net loss from Saturday and Sunday, up to ₱5,000.00.</p>
<p>No application needed: it is credited automatically.</p>`,
      },
      TY: {
        title: 'Weekend cashback 5%',
        summary: 'Tuwing Lunes, babalik sa iyong wallet ang 5% ng iyong net na talo sa weekend.',
        content: `<p>Tuwing Lunes, idadagdag namin ang <strong>5%</strong> ng iyong net na talo mula Sabado at Linggo, hanggang ₱5,000.00.</p>
<p>Hindi kailangang mag-apply: awtomatiko itong idadagdag.</p>`,
      },
    },
  },
  {
    acceptsApplications: true,
    startDays: -60,
    endDays: -30,
    translations: {
      EN: {
        title: 'Summer photo contest',
        summary: 'Ended.',
        content: '<p>Our summer photo contest has ended.</p>',
      },
      TY: {
        title: 'Summer photo contest',
        summary: 'Tapos na.',
        content: '<p>Tapos na ang aming summer photo contest.</p>',
      },
    },
  },
];

/**
 * The demo gateway's hosted payment page: plain HTML, no script,
 * styled by one stylesheet of our origin (the CSP allows no inline script or
 * style). A form with Pay and Cancel posts back to the same address; the
 * server then sends the gateway's signed callback and returns the player to
 * the deposit screen. Texts in EN and TY.
 */

export const PAY_STYLESHEET_PATH = '/pay/demo.css';
/** Where the player lands after paying or cancelling. */
export const depositScreenPath = (requestId?: string) =>
  requestId ? `/m/voucherCenter?request=${encodeURIComponent(requestId)}` : '/m/voucherCenter';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export type PageLanguage = 'EN' | 'TY';
export const pageLanguage = (value: unknown): PageLanguage => (value === 'TY' ? 'TY' : 'EN');

const TEXT = {
  EN: {
    htmlLang: 'en',
    title: 'Demo payment',
    gateway: 'Kalaro demo gateway',
    heading: 'Confirm your payment',
    amount: 'Amount',
    channel: 'Channel',
    request: 'Request number',
    note: '<strong>Demo gateway.</strong> No real money moves. <strong>Pay</strong> marks this deposit as paid and adds it to your balance; <strong>Cancel</strong> marks it as not completed.',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel payment',
    back: 'Back to deposit',
    closedTitle: 'Payment closed',
    closed: (status: string) =>
      status === 'approved'
        ? 'This payment has been completed. The amount is in your balance.'
        : 'This payment is closed and can no longer be paid.',
    missingTitle: 'Payment not found',
    missing:
      'This payment link is not valid, or it belongs to another account. Please start the deposit again.',
    failedTitle: 'Payment not confirmed',
    failed: 'The payment could not be confirmed. Please try again in a moment.',
  },
  TY: {
    htmlLang: 'fil',
    title: 'Demo na bayad',
    gateway: 'Demo gateway ng Kalaro',
    heading: 'Kumpirmahin ang iyong bayad',
    amount: 'Halaga',
    channel: 'Paraan ng bayad',
    request: 'Numero ng kahilingan',
    note: '<strong>Demo gateway.</strong> Walang totoong perang gumagalaw. Ang <strong>Bayaran</strong> ay nagmamarka sa depositong ito bilang bayad at idinaragdag ito sa iyong balanse; ang <strong>Kanselahin</strong> ay nagmamarka dito bilang hindi natuloy.',
    pay: (amount: string) => `Bayaran ang ${amount}`,
    cancel: 'Kanselahin ang bayad',
    back: 'Bumalik sa deposito',
    closedTitle: 'Sarado na ang bayad',
    closed: (status: string) =>
      status === 'approved'
        ? 'Tapos na ang bayad na ito. Nasa iyong balanse na ang halaga.'
        : 'Sarado na ang bayad na ito at hindi na maaaring bayaran.',
    missingTitle: 'Hindi nahanap ang bayad',
    missing:
      'Hindi wasto ang link ng bayad na ito, o pag-aari ito ng ibang account. Pakisimulang muli ang deposito.',
    failedTitle: 'Hindi nakumpirma ang bayad',
    failed: 'Hindi makumpirma ang bayad. Pakisubukang muli mamaya.',
  },
} as const;

/** "1234.5" → "1,234.50" (the page shows amounts as the app does). */
const grouped = (amount: string) => {
  const [whole = '0', cents = '00'] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
};

const page = (language: PageLanguage, title: string, body: string) => `<!doctype html>
<html lang="${TEXT[language].htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(TEXT[language].gateway)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PAY_STYLESHEET_PATH}">
</head>
<body>
<main class="card">
<p class="eyebrow">${escapeHtml(TEXT[language].gateway)}</p>
${body}
</main>
</body>
</html>
`;

export interface PayPageData {
  requestId: string;
  /** A money string ("1000.00"). */
  amount: string;
  channelName: string;
  currency: string;
  /** The form's target: the page's own address. */
  action: string;
}

export function renderPayPage(language: PageLanguage, d: PayPageData): string {
  const t = TEXT[language];
  const amount = `${escapeHtml(d.currency)} ${grouped(d.amount)}`;
  return page(
    language,
    t.title,
    `<h1>${t.heading}</h1>
<dl class="facts">
<div><dt>${t.amount}</dt><dd class="amount">${amount}</dd></div>
<div><dt>${t.channel}</dt><dd>${escapeHtml(d.channelName)}</dd></div>
<div><dt>${t.request}</dt><dd class="mono">${escapeHtml(d.requestId)}</dd></div>
</dl>
<p class="note">${t.note}</p>
<form method="post" action="${escapeHtml(d.action)}" class="actions">
<button type="submit" name="action" value="pay" class="button">${t.pay(amount)}</button>
<button type="submit" name="action" value="cancel" class="button secondary">${t.cancel}</button>
</form>`,
  );
}

/** A request no longer pending: nothing left to pay. */
export function renderClosedPage(
  language: PageLanguage,
  requestId: string,
  status: string,
): string {
  const t = TEXT[language];
  return page(
    language,
    t.closedTitle,
    `<h1>${t.closedTitle}</h1>
<p>${t.closed(status)}</p>
<a class="button" href="${escapeHtml(depositScreenPath(requestId))}">${t.back}</a>`,
  );
}

export function renderMissingPage(language: PageLanguage): string {
  const t = TEXT[language];
  return page(
    language,
    t.missingTitle,
    `<h1>${t.missingTitle}</h1>
<p>${t.missing}</p>
<a class="button" href="${depositScreenPath()}">${t.back}</a>`,
  );
}

export function renderFailedPage(language: PageLanguage, requestId: string): string {
  const t = TEXT[language];
  return page(
    language,
    t.failedTitle,
    `<h1>${t.failedTitle}</h1>
<p role="alert">${t.failed}</p>
<a class="button" href="${escapeHtml(depositScreenPath(requestId))}">${t.back}</a>`,
  );
}

/** Mobile first; light and dark; large touch targets; visible focus; AA contrast. */
export const PAY_STYLESHEET = `:root{color-scheme:light dark;--bg:#f4f5f8;--card:#fff;--text:#14161c;--muted:#4b5060;--line:#d5d8e0;--accent:#0b5cd5;--accent-text:#fff;--note:#fff7e0;--note-border:#c99400}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#1a1d24;--text:#f1f2f5;--muted:#b7bcc8;--line:#3a3f4b;--accent:#7fb0ff;--accent-text:#0b1020;--note:#2b2410;--note-border:#c99400}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:max(16px,env(safe-area-inset-top)) 16px 24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:480px;background:var(--card);border-radius:16px;padding:20px;box-shadow:0 1px 3px rgb(0 0 0/.12)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 16px}
.eyebrow{margin:0 0 4px;color:var(--muted);font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
.facts{margin:0 0 16px}
.facts div{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-bottom:1px solid var(--line)}
.facts dt{color:var(--muted)}
.facts dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
.facts .amount{font-size:1.25rem}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.8125rem}
.note{margin:0 0 20px;padding:12px;border-radius:8px;background:var(--note);border-left:4px solid var(--note-border)}
.actions{display:grid;gap:12px;margin:0}
.button{display:flex;align-items:center;justify-content:center;width:100%;min-height:48px;padding:12px 16px;border:2px solid var(--accent);border-radius:12px;background:var(--accent);color:var(--accent-text);font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button.secondary{background:transparent;color:var(--accent)}
.button:focus-visible{outline:3px solid var(--text);outline-offset:3px}
@media (prefers-reduced-motion:no-preference){.button{transition:filter .15s}.button:hover{filter:brightness(1.1)}}
`;

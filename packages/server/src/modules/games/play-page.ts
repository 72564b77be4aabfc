/**
 * The demo provider's game page and its refusal page: plain HTML, no script,
 * styled by one stylesheet of our origin (the CSP allows no inline style).
 */

export const PLAY_STYLESHEET_PATH = '/play/demo.css';
export const LOBBY_PATH = '/m/home';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${PLAY_STYLESHEET_PATH}">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>
`;

export interface PlayPageData {
  gameName: string;
  vendorName: string;
  playerName: string;
  /** A same-origin path (validated by the contract's launch schema). */
  pageBack: string;
}

export function renderPlayPage(d: PlayPageData): string {
  return page(
    `${d.gameName} · ${d.vendorName}`,
    `<p class="eyebrow">${escapeHtml(d.vendorName)}</p>
<h1>${escapeHtml(d.gameName)}</h1>
<p class="player">Playing as <strong>${escapeHtml(d.playerName)}</strong></p>
<div class="stage" role="img" aria-label="Game area of the demo provider">
<span aria-hidden="true">▶</span>
</div>
<p class="note"><strong>Demo provider.</strong> This page stands in for the game vendor's: no game runs and no bet is placed. When the operator connects the vendor, its game opens here instead.</p>
<a class="button" href="${escapeHtml(d.pageBack)}">Back to the lobby</a>`,
  );
}

/** Unknown, used or expired launch links. */
export function renderRefusedPage(reason: 'gone' | 'unknown'): string {
  const text =
    reason === 'gone'
      ? 'This game link has already been used or has expired. Links open a game once, for a couple of minutes.'
      : 'This game link is not valid.';
  return page(
    'Game link not available',
    `<h1>Game link not available</h1>
<p>${text} Please open the game again from the lobby.</p>
<a class="button" href="${LOBBY_PATH}">Back to the lobby</a>`,
  );
}

/** Mobile first; light and dark; large touch targets; visible focus. */
export const PLAY_STYLESHEET = `:root{color-scheme:light dark;--bg:#f4f5f8;--card:#fff;--text:#14161c;--muted:#4b5060;--accent:#0b5cd5;--accent-text:#fff;--note:#fff7e0;--note-border:#c99400}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#1a1d24;--text:#f1f2f5;--muted:#b7bcc8;--accent:#7fb0ff;--accent-text:#0b1020;--note:#2b2410;--note-border:#c99400}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:max(16px,env(safe-area-inset-top)) 16px 24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:480px;background:var(--card);border-radius:16px;padding:20px;box-shadow:0 1px 3px rgb(0 0 0/.12)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 8px}
.eyebrow{margin:0 0 4px;color:var(--muted);font-size:.875rem;text-transform:uppercase;letter-spacing:.04em}
.player{margin:0 0 16px;color:var(--muted)}
.stage{display:flex;align-items:center;justify-content:center;aspect-ratio:16/9;border-radius:12px;margin:0 0 16px;background:linear-gradient(135deg,#1d3c78,#6a2c8e);color:#fff;font-size:3rem}
.note{margin:0 0 20px;padding:12px;border-radius:8px;background:var(--note);border-left:4px solid var(--note-border)}
.button{display:flex;align-items:center;justify-content:center;min-height:48px;padding:12px 16px;border-radius:12px;background:var(--accent);color:var(--accent-text);font-weight:600;text-decoration:none}
.button:focus-visible{outline:3px solid var(--text);outline-offset:3px}
@media (prefers-reduced-motion:no-preference){.button{transition:filter .15s}.button:hover{filter:brightness(1.1)}}
`;

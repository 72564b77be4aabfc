// Starts the app (see build/first-paint.ts): at once, or after the static first paint and its banner.
// Keeps the browser's install offer for shared/device/install-prompt.ts, which sets null on taking over.
addEventListener('beforeinstallprompt', (event) => {
  if (window.kalaroInstallOffer === null) return;
  event.preventDefault();
  window.kalaroInstallOffer = event;
});
const shell = document.getElementById('static-shell');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  const links = [...document.querySelectorAll('link[data-defer-rel]')].filter(
    (link) => !shell || !link.dataset.screen || link.dataset.screen === shell.dataset.screen,
  );
  // Switching a preload on costs main-thread time (a few ms each on a slow phone):
  // one per task, in the page's order, so that none of these tasks is long.
  const preload = () => {
    for (const link of links.splice(0, 1)) link.rel = link.dataset.deferRel;
    if (links.length) setTimeout(preload);
  };
  preload();
  // The entry's shared chunks (the libraries) are evaluated one per task before the
  // entry itself: one long task of module evaluation becomes a few shorter ones.
  const entry = document.querySelector('script[data-entry]').dataset.entry;
  const stages = [...document.querySelectorAll('link[data-defer-rel=modulepreload]')]
    .filter((link) => !link.dataset.screen)
    .map((link) => link.href);
  const hint = document.createElement('link');
  hint.rel = 'modulepreload';
  hint.href = entry;
  document.head.append(hint);
  const next = () => {
    const stage = stages.shift();
    import(stage ?? entry).then(() => stage && setTimeout(next)).catch(() => shell?.remove());
  };
  next();
};
const banner = shell?.querySelector('img');
if (!shell || document.visibilityState !== 'visible') start();
else {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!banner || banner.complete) return start();
      banner.onload = banner.onerror = start;
      setTimeout(start, 1500);
    }),
  );
  setTimeout(start, 3000);
}

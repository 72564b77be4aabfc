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
  for (const link of document.querySelectorAll('link[data-defer-rel]'))
    if (!shell || !link.dataset.screen || link.dataset.screen === shell.dataset.screen)
      link.rel = link.dataset.deferRel;
  import(document.querySelector('script[data-entry]').dataset.entry).catch(() => shell?.remove());
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

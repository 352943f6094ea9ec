import { claimReload, isChunkLoadError } from '#lib/reload-guard.ts';

// A chunk that fails to load (usually: a deploy removed it) reloads the page, at most once per
// 10 s per path, so a truly broken chunk cannot loop.
function reloadForChunk(event: Event): void {
  if (!claimReload(location.pathname, Date.now(), sessionStorage)) return;
  event.preventDefault();
  location.reload();
}

addEventListener('vite:preloadError', reloadForChunk);
addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadForChunk(event);
});

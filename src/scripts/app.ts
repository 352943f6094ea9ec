import { BUILD_POLL_MS, fetchLatestBuildId, isNewerBuild } from '../lib/build-watch.ts';
import { claimReload, isChunkLoadError } from '../lib/reload-guard.ts';
import { $newBuildAvailable } from '../stores/build.ts';
import { $colorMode, applyTheme } from '../stores/color-mode.ts';
import { markAppMounted } from '../stores/loading.ts';
import { toast } from '../stores/toasts.ts';

/** Strings this script shows, rendered by the layout in the page's language. */
const strings = JSON.parse(document.getElementById('app-strings')?.textContent ?? '{}') as Record<string, string>;

// Colour mode: follow the store (this tab and others) and the system setting while on "system".
const systemDark = matchMedia('(prefers-color-scheme: dark)');
const paint = () => applyTheme(document.documentElement, $colorMode.get(), systemDark.matches);
$colorMode.listen(paint);
systemDark.addEventListener('change', paint);

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

// A newer build: say so once and offer a reload. Navigations already load the fresh site, since
// HTML is always revalidated; a chunk of this page that the deploy removed reloads it (above).
async function checkBuild(): Promise<void> {
  if ($newBuildAvailable.get()) return;
  if (!isNewerBuild(import.meta.env.PUBLIC_BUILD_ID, await fetchLatestBuildId())) return;
  $newBuildAvailable.set(true);
  toast({
    title: strings['build.updated.title'] ?? '',
    description: strings['build.updated.description'],
    icon: 'refresh',
    color: 'info',
    duration: Infinity,
    actions: [{ label: strings['build.updated.action'] ?? '', onClick: () => location.reload() }],
  });
}
setInterval(() => void checkBuild(), BUILD_POLL_MS);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void checkBuild();
});
void checkBuild();

markAppMounted();

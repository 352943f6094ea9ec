import { BUILD_POLL_MS, fetchLatestBuildId, isNewerBuild } from '#lib/build-watch.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { $newBuildAvailable } from '#stores/build.ts';
import { toast } from '#stores/toasts.ts';
import { updateServiceWorker } from './service-worker.ts';

/** Strings this script shows, put on <body> by the layout in the page's language. */
const t = elementTranslator(document.body);

// A newer build: say so once and offer a reload. Navigations already load the fresh site, since
// HTML is always revalidated; a chunk of this page that the deploy removed reloads it
// (chunk-reload.ts).
async function checkBuild(): Promise<void> {
  if ($newBuildAvailable.get()) return;
  if (!isNewerBuild(import.meta.env.PUBLIC_BUILD_ID, await fetchLatestBuildId())) return;
  $newBuildAvailable.set(true);
  updateServiceWorker();
  toast({
    title: t('build.updated.title'),
    description: t('build.updated.description'),
    icon: 'refresh',
    color: 'info',
    duration: Infinity,
    actions: [{ label: t('build.updated.action'), onClick: () => location.reload() }],
  });
}

setInterval(() => void checkBuild(), BUILD_POLL_MS);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void checkBuild();
});
void checkBuild();

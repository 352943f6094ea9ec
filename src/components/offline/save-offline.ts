import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { formatSize } from '#lib/offline/format-size.ts';
import { readSavedRegion, removeSavedRegion, type RegionPackMeta } from '#lib/offline/region-cache.ts';

// The region page's "Save for offline": shows whether the region is on this device (and from which
// build), saves it with a progress bar and its size so far, updates or removes it.
const root = document.querySelector<HTMLElement>('[data-save-offline]');

if (root && 'caches' in window && 'serviceWorker' in navigator) {
  const pack = JSON.parse(root.dataset.saveOffline ?? '{}') as Omit<RegionPackMeta, 'bytes' | 'files' | 'savedAt'>;
  const t = elementTranslator(root);
  const lang = document.documentElement.lang;
  const save = root.querySelector<HTMLButtonElement>('[data-save-offline-save]');
  const label = root.querySelector<HTMLElement>('[data-save-offline-label]');
  const remove = root.querySelector<HTMLButtonElement>('[data-save-offline-remove]');
  const progress = root.querySelector<HTMLProgressElement>('[data-save-offline-progress]');
  const status = root.querySelector<HTMLElement>('[data-save-offline-status]');
  const initial = status?.textContent ?? '';

  const show = (saved: RegionPackMeta | undefined, message?: string) => {
    if (!save || !label || !remove || !status) return;
    const outdated = saved !== undefined && saved.buildId !== pack.buildId;
    save.hidden = saved !== undefined && !outdated;
    label.textContent = t(outdated ? 'save.update' : 'save.button');
    remove.hidden = saved === undefined;
    status.textContent =
      message ??
      (saved
        ? `${t('save.saved', { size: formatSize(saved.bytes, t, lang), pages: saved.pages.length })}${outdated ? ` ${t('save.outdated')}` : ''}`
        : initial);
  };

  save?.addEventListener('click', async () => {
    if (!progress || !status) return;
    save.disabled = true;
    progress.hidden = false;
    progress.value = 0;
    try {
      // An update starts from empty: the old build's files would only take room.
      await removeSavedRegion(pack.locale, pack.slug);
      // The saving code loads when asked for: the page itself only reads whether a copy exists.
      const { saveRegionPack } = await import('#lib/offline/region-pack.ts');
      const saved = await saveRegionPack(pack, ({ done, total, bytes }) => {
        progress.value = done / total;
        status.textContent = t('save.saving', { done, total, size: formatSize(bytes, t, lang) });
      });
      show(saved);
    } catch {
      await removeSavedRegion(pack.locale, pack.slug);
      show(undefined, t('save.failed'));
    } finally {
      save.disabled = false;
      progress.hidden = true;
    }
  });

  remove?.addEventListener('click', async () => {
    await removeSavedRegion(pack.locale, pack.slug);
    show(undefined, t('save.removed'));
    save?.focus();
  });

  delete root.dataset.pending;
  void readSavedRegion(pack.locale, pack.slug).then((saved) => show(saved));
} else if (root) {
  // A browser that cannot keep files: the action it could not use leaves the page.
  root.hidden = true;
}

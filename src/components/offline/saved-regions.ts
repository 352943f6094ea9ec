import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { formatSize } from '#lib/offline/format-size.ts';
import { listSavedRegions, removeSavedRegion, type RegionPackMeta } from '#lib/offline/region-cache.ts';

// Lists the regions saved on this device: a link to each, its size and date, and (on the account
// page) a button that removes it.
const root = document.querySelector<HTMLElement>('[data-saved-regions]');
const list = root?.querySelector<HTMLUListElement>('[data-saved-regions-list]');
const empty = root?.querySelector<HTMLElement>('[data-saved-regions-empty]');
const status = root?.querySelector<HTMLElement>('[data-saved-regions-status]');

if (root && list && empty && status && 'caches' in window) {
  const t = elementTranslator(root);
  const lang = document.documentElement.lang;
  const removable = root.dataset.savedRegions === 'removable';

  const item = (region: RegionPackMeta): HTMLLIElement => {
    const li = document.createElement('li');
    li.dataset.savedRegion = `${region.locale}/${region.slug}`;
    const link = document.createElement('a');
    link.href = region.path;
    link.textContent = region.name;
    const size = document.createElement('span');
    size.textContent = t('saved.size', {
      size: formatSize(region.bytes, t, lang),
      pages: region.pages.length,
      date: new Date(region.savedAt).toLocaleDateString(lang),
    });
    li.append(link, size);
    if (removable) {
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'button button--ghost';
      remove.textContent = t('saved.remove', { region: region.name });
      remove.addEventListener('click', async () => {
        await removeSavedRegion(region.locale, region.slug);
        status.textContent = t('save.removed');
        await render();
        list.querySelector('button')?.focus();
      });
      li.append(remove);
    }
    return li;
  };

  const render = async () => {
    const regions = await listSavedRegions();
    list.replaceChildren(...regions.map(item));
    empty.hidden = regions.length > 0;
  };
  void render();
}

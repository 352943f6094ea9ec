import { $activeRegion, pickRegion } from '#stores/location.ts';

/**
 * Local sections open on the visitor's region: arriving at a section's unfiltered list (from
 * anywhere but that section itself, so "All" still shows all) goes to the region's list when it
 * has entries. Choosing a region in the filter is the region picker: it becomes the visitor's region.
 */
const root = document.querySelector<HTMLElement>('[data-local-list]');
if (root) {
  const base = root.dataset.localList ?? '';
  const covered = new Set((root.dataset.covered ?? '').split(','));
  const fromSection = document.referrer.startsWith(`${location.origin}${base}`);
  const region = $activeRegion.get();
  if (location.pathname === base && !fromSection && covered.has(region)) {
    location.replace(`${base}region/${region}/`);
  }
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('.filters a[href]');
    const picked = link && /\/region\/([a-z0-9-]+)\/$/.exec(new URL(link.href).pathname)?.[1];
    if (picked) pickRegion(picked);
  });
}

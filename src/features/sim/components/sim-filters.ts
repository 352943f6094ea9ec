/*
 * The /sim-travel table's filters: kind, carrier and days hide rows that do not match, the count
 * is announced, and the choice is kept in the URL (a shared or reloaded link shows the same rows).
 * Without JavaScript the form is hidden (`js-only`) and every row shows.
 */

const DAY_RANGES: Record<string, (days: number) => boolean> = {
  short: (days) => days <= 10,
  long: (days) => days >= 15,
};

function start(form: HTMLFormElement) {
  const rows = [...document.querySelectorAll<HTMLTableRowElement>('[data-sim-row]')];
  const status = form.querySelector<HTMLElement>('[data-sim-count]');
  const fields = ['type', 'carrier', 'days'] as const;
  const query = new URLSearchParams(location.search);
  for (const name of fields) {
    const select = form.elements.namedItem(name);
    const wanted = query.get(name);
    if (select instanceof HTMLSelectElement && wanted && [...select.options].some((o) => o.value === wanted))
      select.value = wanted;
  }

  function apply() {
    const chosen = Object.fromEntries(
      fields.map((name) => [name, (form.elements.namedItem(name) as HTMLSelectElement | null)?.value ?? '']),
    );
    let shown = 0;
    for (const row of rows) {
      const matches =
        (!chosen.type || row.dataset.type === chosen.type) &&
        (!chosen.carrier || row.dataset.carrier === chosen.carrier) &&
        (!chosen.days || (DAY_RANGES[chosen.days]?.(Number(row.dataset.days)) ?? true));
      row.hidden = !matches;
      if (matches) shown += 1;
    }
    if (status) {
      // The page's language picks the count's form: English says "1 product", Vietnamese and Chinese have one form.
      const plural =
        new Intl.PluralRules(document.documentElement.lang).select(shown) === 'one' ? 'templateOne' : 'template';
      status.textContent =
        shown === 0 ? (status.dataset.none ?? '') : (status.dataset[plural] ?? '').replace('{{count}}', String(shown));
    }
    const url = new URL(location.href);
    for (const name of fields) {
      if (chosen[name]) url.searchParams.set(name, chosen[name]);
      else url.searchParams.delete(name);
    }
    history.replaceState(history.state, '', url);
  }

  form.addEventListener('change', apply);
  form.addEventListener('submit', (event) => event.preventDefault());
  apply();
}

const form = document.querySelector<HTMLFormElement>('[data-sim-filters]');
if (form) start(form);

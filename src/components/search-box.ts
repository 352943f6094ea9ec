import { $historyTextSearches, addSearchHistory, removeSearchHistory } from '#stores/auth.ts';
import { elementTranslator } from '#lib/i18n/island-translator.ts';
import { joinedForm, namePoints } from '#lib/search/name-match.ts';

/** The parts of Pagefind's browser API used here (pagefind.app/docs/api, /docs/js-api-filtering). */
interface PagefindData {
  url: string;
  meta: { title?: string; kind?: string; names?: string };
}
interface PagefindHit {
  data: () => Promise<PagefindData>;
}
interface Pagefind {
  init: () => Promise<void>;
  search: (
    term: string | null,
    options?: { filters: Record<string, string> },
  ) => Promise<{ results: PagefindHit[] } | null>;
}

const SUGGESTIONS = 6;
/** Pagefind's first hits ranked again by name with the entries named exactly: each costs a fragment. */
const CANDIDATES = 8;
// Built by the search-index integration after the pages; per-language indexes inside.
const PAGEFIND_URL = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | undefined;

/** Pagefind's script and index load on first use, never with the page. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (module) => {
    await module.init();
    return module;
  });
  return pagefind;
}

/**
 * The suggestions for a query, ranked as the results page ranks (src/lib/search/name-match.ts): an
 * exact name first, then a name holding the query's joined form, then the rest in Pagefind's order;
 * each page once. Pagefind ranks by word frequency and matches a name's prefix as well as the name,
 * so the entries named exactly come from the `name` filter (DetailShell), whatever their rank.
 */
async function suggest(query: string): Promise<PagefindData[]> {
  const search = await loadPagefind();
  const joined = joinedForm(query);
  const [found, named] = await Promise.all([
    search.search(query),
    joined ? search.search(null, { filters: { name: joined } }) : null,
  ]);
  const hits = [...(found?.results ?? []).slice(0, CANDIDATES), ...(named?.results ?? [])];
  const unique = new Map((await Promise.all(hits.map((hit) => hit.data()))).map((hit) => [hit.url, hit]));
  return [...unique.values()]
    .map((hit) => ({ hit, points: namePoints(joined, hit.meta.names ?? '') }))
    .sort((a, b) => b.points - a.points) // stable: equal points keep Pagefind's order
    .slice(0, SUGGESTIONS)
    .map(({ hit }) => hit);
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}) =>
  Object.assign(document.createElement(tag), props);

/** `<site-search>`: suggestions as you type, recent searches when empty, history on submit. */
class SiteSearch extends HTMLElement {
  connectedCallback(): void {
    const input = this.querySelector('input');
    const form = this.querySelector('form');
    const panel = this.querySelector<HTMLElement>('.search__panel');
    if (!input || !form || !panel) return;
    const t = elementTranslator(this);
    const action = this.dataset.action ?? '/search-result/';
    let options: HTMLAnchorElement[] = [];
    let active = -1;
    let sequence = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const setActive = (index: number) => {
      active = index;
      options.forEach((option, i) => option.setAttribute('aria-selected', String(i === index)));
      if (index >= 0 && options[index]) input.setAttribute('aria-activedescendant', options[index].id);
      else input.removeAttribute('aria-activedescendant');
    };
    const close = () => {
      panel.replaceChildren();
      panel.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      options = [];
      setActive(-1);
    };
    const show = (...children: Node[]) => {
      panel.replaceChildren(...children);
      panel.hidden = children.length === 0;
      input.setAttribute('aria-expanded', String(children.length > 0));
    };

    const showHistory = () => {
      const history = $historyTextSearches.get();
      options = [];
      setActive(-1);
      if (history.length === 0) return close();
      const clear = element('button', {
        type: 'button',
        className: 'search__clear',
        textContent: t('search.clearHistory'),
      });
      clear.addEventListener('click', () => {
        removeSearchHistory('all');
        input.focus();
      });
      const head = element('div', { className: 'search__history-head' });
      head.append(element('h3', { textContent: t('search.history') }), clear);
      const list = element('ul', { className: 'search__history' });
      for (const entry of history) {
        const item = element('li');
        const run = element('a', { href: `${action}?q=${encodeURIComponent(entry.text)}`, textContent: entry.text });
        const remove = element('button', { type: 'button', className: 'search__remove', textContent: '×' });
        remove.setAttribute('aria-label', t('search.removeHistory', { text: entry.text }));
        remove.addEventListener('click', () => {
          removeSearchHistory(entry.id);
          showHistory();
          input.focus();
        });
        item.append(run, remove);
        item.style.display = 'flex';
        list.append(item);
      }
      show(head, list);
    };

    const showSuggestions = async (query: string) => {
      const mine = ++sequence;
      const hits = await suggest(query);
      if (mine !== sequence || input.value.trim() !== query) return;
      const list = element('ul', { id: `${input.id}-options` });
      list.setAttribute('role', 'listbox');
      list.setAttribute('aria-label', t('search.suggestions'));
      options = hits.map((hit, i) => {
        const option = element('a', { href: hit.url, id: `${input.id}-option-${i}` });
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.append(
          element('span', { textContent: hit.meta.title ?? hit.url }),
          element('span', {
            className: 'search__kind',
            textContent: hit.meta.kind ? t(`search.kind.${hit.meta.kind}`) : '',
          }),
        );
        option.addEventListener('click', () => addSearchHistory(query));
        // A listbox owns options only: the list items are layout, not list items.
        const item = element('li');
        item.setAttribute('role', 'none');
        item.append(option);
        list.append(item);
        return option;
      });
      setActive(-1);
      const all = element('a', {
        className: 'search__all',
        href: `${action}?q=${encodeURIComponent(query)}`,
        textContent: t('search.allResults', { query }),
      });
      all.addEventListener('click', () => addSearchHistory(query));
      show(...(options.length > 0 ? [element('h3', { textContent: t('search.suggestions') }), list] : []), all);
    };

    const update = () => {
      clearTimeout(timer);
      const query = input.value.trim();
      if (!query) return showHistory();
      timer = setTimeout(() => void showSuggestions(query), 80);
    };

    input.addEventListener('focus', () => {
      void loadPagefind();
      update();
    });
    input.addEventListener('input', update);
    input.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowDown' && options.length > 0) {
        event.preventDefault();
        setActive((active + 1) % options.length);
      } else if (event.key === 'ArrowUp' && options.length > 0) {
        event.preventDefault();
        setActive((active - 1 + options.length) % options.length);
      } else if (event.key === 'Enter' && options[active]) {
        event.preventDefault();
        addSearchHistory(input.value);
        location.assign(options[active]?.href ?? action);
      } else if (event.key === 'Escape') {
        close();
      }
    });
    form.addEventListener('submit', () => addSearchHistory(input.value));
    this.addEventListener('focusout', (event) => {
      if (!this.contains(event.relatedTarget as Node | null)) close();
    });
  }
}

if (!customElements.get('site-search')) customElements.define('site-search', SiteSearch);

// The header's search panel: focus its box as soon as it opens.
document.getElementById('site-search')?.addEventListener('toggle', (event) => {
  if ((event as ToggleEvent).newState === 'open') document.getElementById('header-search')?.focus();
});

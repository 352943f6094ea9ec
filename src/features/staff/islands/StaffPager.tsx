import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

interface Props {
  page: number;
  pages: number;
  /** Names the navigation for screen readers: what is paged (the audit log, the orders found). */
  label: string;
  onPage: (page: number) => void;
  t: IslandTranslate;
}

/** Previous and next through a staff list's pages; nothing when everything fits on one. */
export function StaffPager({ page, pages, label, onPage, t }: Props) {
  if (pages <= 1) return null;
  return (
    <nav className="staff-pager" aria-label={label}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('audit.previous')}
      </button>
      <span>
        {page} / {pages}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('audit.next')}
      </button>
    </nav>
  );
}

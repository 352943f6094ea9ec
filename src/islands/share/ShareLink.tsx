import { sharePageHref } from '#lib/share/share-link.ts';

/**
 * The share button inside an island (an order's voucher, and posts once moments land): the same
 * link as ShareButton.astro, a plain link to the share page that the shell script turns into the
 * device's share sheet where the browser has one (src/components/share/share-button.ts).
 */
export function ShareLink({
  url,
  title,
  label,
  sharePath,
}: {
  url: string;
  title: string;
  label: string;
  sharePath: string;
}) {
  return (
    <a
      className="button button--ghost share-button"
      href={sharePageHref(sharePath, url, title)}
      data-share-url={url}
      data-share-title={title}
    >
      {label}
    </a>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { localizedPath, splitLocale } from '#lib/i18n/localized-path.ts';
import { ShareLink } from '#islands/share/ShareLink.tsx';

/**
 * The voucher as a QR code, drawn in the browser (qrcode, loaded only when a voucher shows) as a
 * data: image, which the Content-Security-Policy admits; the code is printed under it too.
 */
/** This order's page, without what a payment return added to its address. */
function orderLink(): string {
  const url = new URL(location.href);
  const id = url.searchParams.get('id');
  url.search = id ? `?${new URLSearchParams({ id })}` : '';
  url.hash = '';
  return url.href;
}

export function VoucherQr({ code, used, t }: { code: string; used: boolean; t: IslandTranslate }) {
  const [image, setImage] = useState('');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    let live = true;
    // Drawn large once: the page shows it at 240 px, the full-screen view as large as the screen.
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(code, { margin: 2, width: 720, errorCorrectionLevel: 'M' }).then((url) => live && setImage(url)),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <figure className="booking-voucher">
      {image && <img src={image} width={240} height={240} alt={t('order.voucherAlt')} data-testid="voucher-qr" />}
      {image && (
        <button type="button" className="button button--ghost" onClick={() => dialog.current?.showModal()}>
          {t('order.voucherFullScreen')}
        </button>
      )}
      {/* Black on white at full size whatever the colour mode: what a gate's scanner reads best. */}
      <dialog ref={dialog} className="booking-voucher__full" aria-label={t('order.voucherAlt')}>
        <img src={image} alt={t('order.voucherAlt')} data-testid="voucher-qr-full" />
        <code>{code}</code>
        <form method="dialog">
          <button type="submit" className="button button--primary">
            {t('order.voucherClose')}
          </button>
        </form>
      </dialog>
      <figcaption>
        {used ? t('order.voucherUsed') : t('order.voucherShow')}
        <code className="booking-voucher__code">{code}</code>
      </figcaption>
      {/* The order's own page, for the traveller's other devices (it opens once signed in). */}
      <ShareLink
        url={orderLink()}
        title={t('order.voucherShareTitle', { code })}
        label={t('order.voucherShare')}
        sharePath={localizedPath(splitLocale(location.pathname).locale, '/share/')}
      />
    </figure>
  );
}

import { useEffect, useState } from 'react';
import type { IslandTranslate } from '../../lib/i18n/island-translator.ts';

/**
 * The voucher as a QR code, drawn in the browser (qrcode, loaded only when a voucher shows) as a
 * data: image, which the Content-Security-Policy admits; the code is printed under it too.
 */
export function VoucherQr({ code, used, t }: { code: string; used: boolean; t: IslandTranslate }) {
  const [image, setImage] = useState('');
  useEffect(() => {
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(code, { margin: 2, width: 240, errorCorrectionLevel: 'M' }).then((url) => live && setImage(url)),
    );
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <figure className="booking-voucher">
      {image && <img src={image} width={240} height={240} alt={t('order.voucherAlt')} data-testid="voucher-qr" />}
      <figcaption>
        {used ? t('order.voucherUsed') : t('order.voucherShow')}
        <code className="booking-voucher__code">{code}</code>
      </figcaption>
    </figure>
  );
}

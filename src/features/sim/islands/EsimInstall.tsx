import { useEffect, useState } from 'react';
import type { EsimProfile } from '#features/booking/contract.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

const STEPS = [1, 2, 3, 4, 5];

/**
 * A paid eSIM: the activation QR (the GSMA `LPA:1$…` code, drawn in the browser by qrcode as a
 * data: image, like the booking voucher), the codes to type in by hand, and the install steps for
 * iPhone and Android in the buyer's language. While the supplier is issuing it, a status line.
 */
export function EsimInstall({ esim, t }: { esim: EsimProfile; t: IslandTranslate }) {
  const code = esim.state === 'issued' ? esim.activationCode : '';
  const [image, setImage] = useState('');
  useEffect(() => {
    if (!code) return;
    let live = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(code, { margin: 2, width: 280, errorCorrectionLevel: 'M' }).then((url) => live && setImage(url)),
    );
    return () => {
      live = false;
    };
  }, [code]);

  if (esim.state !== 'issued')
    return (
      <p role="status" className="booking-status" data-testid="esim-pending">
        {t('simOrder.esimPending')}
      </p>
    );
  return (
    <section className="sim-esim" aria-labelledby="esim-title">
      <h3 id="esim-title">{t('simOrder.esimTitle')}</h3>
      <figure className="booking-voucher">
        {image && <img src={image} width={280} height={280} alt={t('simOrder.esimQrAlt')} data-testid="esim-qr" />}
        <figcaption>{t('simOrder.esimScan')}</figcaption>
      </figure>
      <dl className="booking-facts sim-esim__codes">
        <dt>{t('simOrder.smdp')}</dt>
        <dd>
          <code data-testid="esim-smdp">{esim.smdpAddress}</code>
        </dd>
        <dt>{t('simOrder.matchingId')}</dt>
        <dd>
          <code data-testid="esim-matching-id">{esim.matchingId}</code>
        </dd>
        <dt>{t('simOrder.lpa')}</dt>
        <dd>
          <code data-testid="esim-lpa">{esim.activationCode}</code>
        </dd>
      </dl>
      {(['iphone', 'android'] as const).map((platform) => (
        <section key={platform} aria-labelledby={`esim-${platform}`}>
          <h4 id={`esim-${platform}`}>{t(`install.${platform}`)}</h4>
          <ol>
            {STEPS.map((step) => (
              <li key={step}>{t(`install.${platform}.${step}`)}</li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}

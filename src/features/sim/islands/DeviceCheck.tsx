import { useState } from 'react';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

export interface DeviceBrand {
  brand: string;
  models: string[];
  caveat?: string;
}

const OTHER = '__other';

/**
 * Before an eSIM is bought: the buyer picks their phone from the list of known eSIM-capable
 * models, reads what is known about it, and confirms. A web page cannot detect eSIM support, and
 * the island says so rather than pretending to.
 */
export function DeviceCheck({ devices, t }: { devices: DeviceBrand[]; t: IslandTranslate }) {
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const chosen = devices.find((entry) => entry.brand === brand);
  return (
    <fieldset className="sim-device">
      <legend>{t('device.title')}</legend>
      <p className="booking-hint">{t('device.limit')}</p>
      <label>
        {t('device.brand')}
        <select
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value);
            setModel('');
          }}
        >
          <option value="">{t('device.choose')}</option>
          {devices.map((entry) => (
            <option key={entry.brand} value={entry.brand}>
              {entry.brand}
            </option>
          ))}
          <option value={OTHER}>{t('device.other')}</option>
        </select>
      </label>
      {chosen && (
        <label>
          {t('device.model')}
          <select value={model} onChange={(event) => setModel(event.target.value)}>
            <option value="">{t('device.choose')}</option>
            {chosen.models.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value={OTHER}>{t('device.other')}</option>
          </select>
        </label>
      )}
      <div role="status" className="sim-device__result">
        {(brand === OTHER || model === OTHER) && <p>{t('device.unknown')}</p>}
        {chosen && model && model !== OTHER && (
          <>
            <p>{t('device.ok', { model: `${chosen.brand} ${model}` })}</p>
            {chosen.caveat && <p>{t(`device.caveat.${chosen.caveat}`)}</p>}
          </>
        )}
      </div>
      <label className="booking-choice">
        <input type="checkbox" name="deviceConfirmed" required />
        {t('device.confirm')}
      </label>
    </fieldset>
  );
}

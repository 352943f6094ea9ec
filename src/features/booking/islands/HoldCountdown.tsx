import { useEffect, useState } from 'react';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';

/** Minutes and seconds left on a hold, ticking each second; `onExpired` once it reaches zero. */
export function HoldCountdown({
  expiresAt,
  t,
  onExpired,
}: {
  expiresAt: string;
  t: IslandTranslate;
  onExpired: () => void;
}) {
  const end = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.round((end - now) / 1000));

  useEffect(() => {
    if (left === 0) {
      onExpired();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left === 0]); // restarts only when it runs out

  const time = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    // role=timer is not announced each second; the label says what the time is for.
    <p className="booking-hold" role="timer" aria-live="off" data-testid="hold-countdown">
      {left > 0 ? t('hold.left', { time }) : t('hold.expired')}
    </p>
  );
}

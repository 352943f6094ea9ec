import { useEffect, useState } from 'react';
import type { PushConfig } from '#lib/api/contract/page-notifications.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import { pushConfig } from '#browser/push-config.ts';
import type { PushState } from '#browser/push.ts';

type Shown = { config: PushConfig; state: PushState | 'failed' } | undefined;

/**
 * This device's notifications: a button that asks the browser's permission and saves the token,
 * or what stands in the way. Not shown at all where the server has no push configured.
 */
export function PushSwitch({ t }: { t: IslandTranslate }) {
  const [shown, setShown] = useState<Shown>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void (async () => {
      const config = await pushConfig();
      if (!config || !live) return;
      const { pushState } = await import('#browser/push.ts');
      const state = await pushState();
      if (live) setShown({ config, state });
    })();
    return () => {
      live = false;
    };
  }, []);

  if (!shown) return null;
  const turnOn = async () => {
    setBusy(true);
    try {
      const { startPush } = await import('#browser/push.ts');
      setShown({ ...shown, state: await startPush(shown.config, true) });
    } catch {
      setShown({ ...shown, state: 'failed' });
    } finally {
      setBusy(false);
    }
  };
  const note = { on: 'push.enabled', blocked: 'push.blocked', unsupported: 'push.unsupported', failed: 'push.failed' };
  return (
    <section className="notifications__section" aria-labelledby="push-title">
      <h2 id="push-title">{t('push.title')}</h2>
      {shown.state !== 'off' && (
        <p role={shown.state === 'failed' ? 'alert' : undefined} data-push-state={shown.state}>
          {t(note[shown.state])}
        </p>
      )}
      {(shown.state === 'off' || shown.state === 'failed') && (
        <button type="button" className="button button--primary" onClick={() => void turnOn()} disabled={busy}>
          {t('push.enable')}
        </button>
      )}
    </section>
  );
}

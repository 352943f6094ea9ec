import { useStore } from '@nanostores/react';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $toasts, APP_TOAST_DEFAULTS, closeToast, TOASTER_DEFAULTS, type ToastIcon } from '#stores/toasts.ts';
import './toaster.css';

interface Props {
  /** common.json's `toast.` strings (islandStrings). */
  strings: IslandStrings;
  locale: Locale;
  /** Icons inlined at build time, passed by the layout as named slots. */
  closeIcon?: ReactNode;
  infoIcon?: ReactNode;
  successIcon?: ReactNode;
  warningIcon?: ReactNode;
  errorIcon?: ReactNode;
  refreshIcon?: ReactNode;
}

/**
 * Shows the toast store: top-centre, F8 moves focus to the region, each toast closes after its
 * duration (paused while hovered or focused) and is removed 200 ms after closing.
 */
export default function Toaster({ strings, locale, closeIcon, ...slots }: Props) {
  const translate = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const regionLabel = translate('toast.region', { hotkey: TOASTER_DEFAULTS.hotkey });
  const toasts = useStore($toasts);
  const icons: Record<ToastIcon, ReactNode> = {
    info: slots.infoIcon,
    success: slots.successIcon,
    warning: slots.warningIcon,
    error: slots.errorIcon,
    refresh: slots.refreshIcon,
  };
  return (
    <ToastPrimitive.Provider duration={TOASTER_DEFAULTS.duration} swipeDirection="up" label={regionLabel}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          className="toast"
          data-color={t.color}
          open={t.open}
          duration={t.duration}
          onOpenChange={(open) => {
            if (!open) closeToast(t.id);
          }}
          style={{ '--toast-duration': `${t.duration}ms` } as CSSProperties}
        >
          {t.avatar ? (
            <img className="toast__avatar" src={t.avatar.src} alt={t.avatar.alt} width={40} height={40} />
          ) : t.icon ? (
            <span className="toast__icon" aria-hidden="true">
              {icons[t.icon]}
            </span>
          ) : null}
          <div className="toast__body">
            <ToastPrimitive.Title className="toast__title">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className="toast__description">{t.description}</ToastPrimitive.Description>
            )}
            {t.actions.length > 0 && (
              <div className="toast__actions">
                {t.actions.map((action) => (
                  <ToastPrimitive.Action key={action.label} altText={action.label} asChild>
                    {'href' in action ? (
                      <a className="toast__action" href={action.href}>
                        {action.label}
                      </a>
                    ) : (
                      <button type="button" className="toast__action" onClick={action.onClick}>
                        {action.label}
                      </button>
                    )}
                  </ToastPrimitive.Action>
                ))}
              </div>
            )}
          </div>
          {t.close && (
            <ToastPrimitive.Close className="toast__close" aria-label={translate('toast.close')}>
              {closeIcon ?? '×'}
            </ToastPrimitive.Close>
          )}
          {t.progress && Number.isFinite(t.duration) && <span className="toast__progress" aria-hidden="true" />}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        className="toaster"
        data-position={APP_TOAST_DEFAULTS.position}
        hotkey={[TOASTER_DEFAULTS.hotkey]}
        label={regionLabel}
      />
    </ToastPrimitive.Provider>
  );
}

import { createContext, useContext } from 'react';
import type { Locale } from '#lib/i18n/locales.ts';
import type { IslandTranslate } from '#lib/i18n/island-translator.ts';
import type { Target } from './engagement-api.ts';

export interface EngagementContextValue {
  target: Target;
  locale: Locale;
  t: IslandTranslate;
  signedIn: boolean;
}

export const EngagementContext = createContext<EngagementContextValue | null>(null);

export function useEngagement(): EngagementContextValue {
  const value = useContext(EngagementContext);
  if (!value) throw new Error('engagement components render inside <Engagement>');
  return value;
}

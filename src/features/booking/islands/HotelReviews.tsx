import { useStore } from '@nanostores/react';
import { useCallback, useMemo, type Dispatch } from 'react';
import type { HotelRating } from '../contract.ts';
import { createIslandTranslator } from '#lib/i18n/island-translator.ts';
import type { IslandStrings } from '#lib/i18n/island-strings.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { $signedIn } from '#stores/auth.ts';
import { EngagementContext } from '#features/engagement/islands/context.ts';
import { Reviews } from '#features/engagement/islands/Reviews.tsx';
import '#features/engagement/islands/engagement.css';

interface Props {
  hotel: string;
  locale: Locale;
  /** locales/engagement/<locale>.json, as the guides' reviews get it. */
  strings: IslandStrings;
  /** Says above the reviews who may write one. */
  rule: string;
  onRating: Dispatch<HotelRating>;
}

/**
 * Guests' reviews of a hotel: the guides' reviews (engagement kind `hotels`), whose server takes a
 * hotel's review only from a guest whose confirmed stay is over and says so in the reader's language.
 */
export function HotelReviews({ hotel, locale, strings, rule, onRating }: Props) {
  const t = useMemo(() => createIslandTranslator(locale, strings), [locale, strings]);
  const signedIn = useStore($signedIn);
  const target = useMemo(() => ({ kind: 'hotels', slug: hotel }), [hotel]);
  const onSummary = useCallback((summary: HotelRating) => onRating(summary), [onRating]);
  return (
    <EngagementContext.Provider value={{ target, locale, t, signedIn }}>
      <div className="hotel-reviews">
        <p className="booking-hint">{rule}</p>
        <Reviews onSummary={onSummary} />
      </div>
    </EngagementContext.Provider>
  );
}

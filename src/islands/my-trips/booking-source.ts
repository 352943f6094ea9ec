import { createElement } from 'react';
import type { BookedDetail } from '../../lib/booking/booked-details.ts';
import { detailKey } from '../../lib/booking/booked-details.ts';
import { loadBookedLines, type BookedLine } from '../../lib/booking/order-timeline.ts';
import { BookingEntry } from './BookingEntry.tsx';
import { defineTripSource, type AnyTripSource, type EntryViewProps } from './sources.ts';

/** When a product's line starts on its day: a stay's check-in, a flight's departure, an attraction's opening. */
function startTime(detail: BookedDetail | undefined): string | undefined {
  const time = detail?.time;
  if (!time) return undefined;
  return time.kind === 'checkIn' ? time.from : time.kind === 'flight' ? time.departs : time.opens;
}

/**
 * The caller's booked lines (stays, flights, tickets, SIMs, data) on the my-trips timeline, named
 * and timed from the catalogue's details the page was built with (booked-details.ts).
 */
export function bookingSource(details: Readonly<Record<string, BookedDetail>>): AnyTripSource {
  const detailOf = (product: string) => details[detailKey(product)];
  return defineTripSource<BookedLine>({
    kind: 'booking',
    load: () => loadBookedLines((product) => startTime(detailOf(product))),
    View: (props: EntryViewProps<BookedLine>) => createElement(BookingEntry, { ...props, detailOf }),
  });
}

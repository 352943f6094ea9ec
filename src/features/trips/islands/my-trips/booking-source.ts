import { createElement } from 'react';
import type { BookedDetail } from '#features/booking/booked-details.ts';
import { lineDetail } from '#features/booking/booked-details.ts';
import { loadBookedLines, type BookedLine } from '#features/booking/order-timeline.ts';
import { BookingEntry } from './BookingEntry.tsx';
import { defineTripSource, type AnyTripSource, type EntryViewProps } from './sources.ts';

/** When a line starts on its day: a stay's check-in, a flight's departure, a ticket's slot or opening. */
function startTime(detail: BookedDetail | undefined): string | undefined {
  const time = detail?.time;
  if (!time) return undefined;
  switch (time.kind) {
    case 'checkIn':
      return time.from;
    case 'flight':
      return time.departs;
    case 'slot':
      return time.starts;
    case 'opening':
      return time.opens;
  }
}

/**
 * The caller's booked lines (stays, flights, tickets, SIMs, data) on the my-trips timeline, named
 * and timed from the catalogue's details the page was built with (booked-details.ts).
 */
export function bookingSource(details: Readonly<Record<string, BookedDetail>>): AnyTripSource {
  const detailOf = (product: string) => lineDetail(details, product);
  return defineTripSource<BookedLine>({
    kind: 'booking',
    load: () => loadBookedLines((product) => startTime(detailOf(product))),
    View: (props: EntryViewProps<BookedLine>) => createElement(BookingEntry, { ...props, detailOf }),
  });
}

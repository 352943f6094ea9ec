import type { SIM_CARRIERS, SIM_TYPES } from '#features/booking/contract.ts';

/** What the table and a product page say about a SIM, from its catalogue entry. */
export interface SimFactsInput {
  type: (typeof SIM_TYPES)[number];
  carrier: (typeof SIM_CARRIERS)[number];
  days: number;
  data: { perDayGb: number } | { totalGb: number };
  callMinutes: number;
  sms: number;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The words for a SIM's kind, carrier, validity, data and calls in one language (keys in sim.json).
 * @example simFacts(viettel7d, t).data // '4 GB a day'
 */
export function simFacts(sim: SimFactsInput, t: Translate) {
  return {
    type: t(`sim:type.${sim.type}`),
    carrier: t(`sim:carrier.${sim.carrier}`),
    days: t('sim:days', { count: sim.days }),
    data:
      'perDayGb' in sim.data
        ? t('sim:data.perDay', { gb: sim.data.perDayGb })
        : t('sim:data.total', { gb: sim.data.totalGb }),
    calls: sim.callMinutes > 0 ? t('sim:calls.some', { minutes: sim.callMinutes, sms: sim.sms }) : t('sim:calls.none'),
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gettingThere, leg } from '#content/getting-there.ts';
import { HUB_IDS, HUBS, hubName, type Hub } from '#content/hubs.ts';
import { placeVocabularyFrom } from '#content/place-vocabulary.ts';
import { formatLegMinutes } from '#content/plan-format.ts';
import { LOCALES } from '#lib/i18n/locales.ts';

/* Getting there as data (decision 0098): what the schema refuses, the hub list, the wording of times. */

const problems = (value: unknown) =>
  gettingThere.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

const byTaxi = { mode: 'taxi', minutes: [20, 30], fare: { vnd: [100000, 150000], per: 'vehicle' } };

describe('the getting-there schema', () => {
  it('accepts legs from a hub with times, fares, an operator and a last return, and a source', () => {
    expect(
      problems({
        from: 'sa-pa',
        legs: [
          { mode: 'cableCar', operator: 'sunWorld', minutes: 15, lastReturn: '17:30' },
          { ...byTaxi, fare: { vnd: 50000, per: 'person' } },
        ],
        source: { name: 'Official timetable', url: 'https://example.vn/lich', checked: '2026-12-01' },
      }),
    ).toEqual([]);
  });

  it('refuses a place without it, saying what to write', () => {
    expect(problems(undefined)).toEqual([
      expect.stringMatching(
        /^: required: how to get there from the nearest hub, e\.g\. gettingThere: \{ from: "ha-noi"/,
      ),
    ]);
  });

  it('refuses an unknown hub, naming the hub list', () => {
    expect(problems({ from: 'atlantis', legs: [byTaxi], source: 'unverified' })).toEqual([
      expect.stringMatching(/^from: name a hub of src\/content\/hubs\.ts/),
    ]);
  });

  it('refuses a leg without a source, with no legs, or with an unknown mode or operator', () => {
    expect(problems({ from: 'ha-noi', legs: [byTaxi] })).toEqual([
      expect.stringMatching(/^source: required: the source/),
    ]);
    expect(problems({ from: 'ha-noi', legs: [], source: 'unverified' })).toHaveLength(1);
    expect(problems({ from: 'ha-noi', legs: [{ ...byTaxi, mode: 'rocket' }], source: 'unverified' })).toHaveLength(1);
    expect(
      problems({ from: 'ha-noi', legs: [{ ...byTaxi, operator: 'Some Bus Co' }], source: 'unverified' }),
    ).toHaveLength(1);
  });

  it('refuses a time range written backwards, a fare without whom it is for and a last return not in HH:MM', () => {
    const one = (change: Record<string, unknown>) =>
      problems({ from: 'ha-noi', legs: [{ ...byTaxi, ...change }], source: 'unverified' });
    expect(one({ minutes: [30, 20] })).toEqual(['legs.0.minutes: a range goes from the shorter time to the longer']);
    expect(one({ fare: { vnd: 100000 } })).toHaveLength(1);
    expect(one({ lastReturn: '5 pm' })).toEqual(['legs.0.lastReturn: write the time as HH:MM (24-hour clock)']);
  });
});

describe('the hubs', () => {
  const root = new URL('../../', import.meta.url).pathname;
  const pages: Record<string, string> = {};
  for (const collection of ['regions', 'places'])
    for (const locale of LOCALES)
      for (const file of readdirSync(join(root, 'content', collection, locale)))
        pages[`/content/${collection}/${locale}/${file}`] = readFileSync(
          join(root, 'content', collection, locale, file),
          'utf8',
        );
  const vocabulary = placeVocabularyFrom({
    glossary: readFileSync(join(root, 'content/glossary.yaml'), 'utf8'),
    pages,
  });

  it('reach their centre in one valid leg, from an airport or station of a hub', () => {
    for (const [id, hub] of Object.entries(HUBS) as [string, Hub][]) {
      const { via, at, ...arrival } = hub.arrival;
      expect(leg.safeParse(arrival).success, id).toBe(true);
      expect(['airport', 'station', 'busStation'], id).toContain(via);
      if (at !== undefined) expect(HUB_IDS, id).toContain(at);
    }
  });

  it('have a name in every locale, their own only where the vocabulary has none', () => {
    for (const id of HUB_IDS) {
      const known = vocabulary.entries.some(
        (entry) => entry.slug === id && (entry.kind === 'region' || entry.kind === 'town'),
      );
      const hub: Hub = HUBS[id];
      expect(known !== Boolean(hub.name), `${id}: a name of its own or one from the vocabulary, not both`).toBe(true);
      for (const locale of LOCALES) expect(hubName(vocabulary, id, locale).length).toBeGreaterThan(1);
    }
    expect(hubName(vocabulary, 'ha-noi', 'zh')).toBe('河内');
    expect(hubName(vocabulary, 'hoi-an', 'en')).toBe('Hoi An');
    expect(hubName(vocabulary, 'tra-vinh', 'zh')).toBe('茶荣');
  });
});

describe('leg times', () => {
  it('are minutes up to two hours and hours beyond, short, in each language', () => {
    expect(formatLegMinutes('en', { min: 45, max: 60 })).toBe('45–60 min');
    expect(formatLegMinutes('zh', { min: 45, max: 60 })).toBe('45-60分钟');
    expect(formatLegMinutes('vi', { min: 300, max: 360 })).toBe('5-6 giờ');
    expect(formatLegMinutes('en', { min: 150, max: 180 })).toBe('2.5–3 hr');
    expect(formatLegMinutes('en', { min: 15, max: 15 })).toBe('15 min');
  });
});

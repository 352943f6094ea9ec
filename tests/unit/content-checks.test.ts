import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { chineseNameProblems, glossary, type ZhPage } from '../../src/content/chinese-names.ts';
import { bodyLinkProblems } from '../../src/content/body-links.ts';
import { creditProblems } from '../../src/content/image-credits.ts';
import { contentSlugs, itineraryProblems, placesClosedOn, placesHours } from '../../src/content/itinerary-checks.ts';
import { localeProblems } from '../../src/content/localized-glob.ts';
import * as facts from '../../src/content/place-facts.ts';
import { placeSources, sourcesNote } from '../../src/content/sources-note.ts';
import { readContent, type ContentFile } from './support/content-files.ts';

/*
 * The editorial checks of issue 19 over the real content/ (they must pass), each also run on a
 * planted fault in tests/fixtures/content-faults/ (it must be caught, naming the file and field).
 */

const ROOT = new URL('../../', import.meta.url).pathname;
const FAULTS = `${ROOT}tests/fixtures/content-faults`;
const content = readContent(`${ROOT}content`);
const faults = readContent(FAULTS).map((file) => ({ ...file, file: file.file.replace(/^content\//, 'fixtures/') }));
const entries = readFileSync(`${ROOT}content/glossary.yaml`, 'utf8');
const names = glossary.parse(parse(entries));

const placeFacts = z
  .object({
    priceLevel: z.number(),
    cost: facts.cost,
    timeNeeded: facts.timeNeeded,
    bestMonths: facts.bestMonths,
    checked: facts.checked,
    closedOn: facts.closedOn,
    hours: facts.hours,
    tickets: facts.tickets,
    costNote: facts.costNote,
    accessibility: facts.accessibility,
    traps: facts.traps,
  })
  .refine((place) => place.priceLevel === facts.priceLevelForCost(place.cost.max), { error: 'priceLevel' })
  .refine(facts.closedOnAgreesWithHours, { path: ['hours'], error: 'closedOn' });

/** What is wrong with a place's practical facts: "file: field: message" lines. */
const factProblems = (files: ContentFile[]) =>
  files
    .filter((file) => file.collection === 'places')
    .flatMap((file) => {
      const result = placeFacts.safeParse(file.data);
      return result.success
        ? []
        : result.error.issues.map((issue) => `${file.file}: ${issue.path.join('.')}: ${issue.message}`);
    });

const sharedProblems = (files: ContentFile[], base: string) =>
  localeProblems(
    base,
    files
      .filter((file) => file.collection === 'places')
      .map((file) => ({ id: `${file.locale}/${file.slug}`, data: file.data })),
    facts.SHARED_PLACE_FACTS,
  ).map((problem) => problem.message);

// Every entry as "<locale>/<collection>/<slug>", the pages a body may link to.
const entryKeys = new Set(content.map((file) => `${file.locale}/${file.collection}/${file.slug}`));

const zhPages = (files: ContentFile[]): ZhPage[] =>
  files
    .filter((file) => file.locale === 'zh')
    .map((file) => ({
      file: file.file,
      collection: file.collection,
      slug: file.slug,
      name: typeof file.data.name === 'string' ? file.data.name : undefined,
      frontMatter: file.data,
      body: file.body,
    }));

describe('the real catalogue', () => {
  it('gives every place its cost, time needed, best months, hours, tickets, accessibility and traps', () => {
    expect(factProblems(content)).toEqual([]);
    expect(content.filter((file) => file.collection === 'places').length).toBeGreaterThanOrEqual(88 * 3);
  });

  it('keeps the shared facts the same in vi, en and zh', () => {
    expect(sharedProblems(content, 'content/places')).toEqual([]);
  });

  it('credits every picture that is not a generated illustration, under a licence that fits', () => {
    expect(creditProblems(`${ROOT}content`)).toEqual([]);
  });

  it('writes every Chinese place and region name as the glossary does', () => {
    expect(chineseNameProblems(names, zhPages(content))).toEqual([]);
  });

  it('plans every itinerary around the weekly closures of its places and warns about them', () => {
    const entries = content
      .filter((file) => file.collection === 'itineraries')
      .map((file) => ({ id: `${file.locale}/${file.slug}`, data: file.data }));
    const known = {
      places: contentSlugs(`${ROOT}content/places`),
      regions: contentSlugs(`${ROOT}content/regions`),
      closedOn: placesClosedOn(`${ROOT}content/places`),
      hours: placesHours(`${ROOT}content/places`),
    };
    expect(known.closedOn.size).toBeGreaterThan(0);
    expect(known.hours.size).toBe(known.places.size);
    expect(itineraryProblems('content/itineraries', entries, known).map((problem) => problem.message)).toEqual([]);
  });

  it("lists in docs/sources.md the source of every place's hours and tickets, as the data says", () => {
    const places = placeSources(`${ROOT}content/places`);
    expect(places.length).toBe(contentSlugs(`${ROOT}content/places`).size);
    // Out of date: run `npm run sources-note`.
    expect(readFileSync(`${ROOT}docs/sources.md`, 'utf8')).toBe(sourcesNote(places));
  });

  it('writes English addresses without diacritics', () => {
    const withDiacritics = content
      .filter((file) => file.collection === 'places' && file.locale === 'en')
      .filter((file) => /[^\p{ASCII}’–]/u.test(String(file.data.address)))
      .map((file) => `${file.file}: ${String(file.data.address)}`);
    expect(withDiacritics).toEqual([]);
  });

  it("links from page bodies only to guide pages that exist, in the page's own language", () => {
    expect(bodyLinkProblems(content, entryKeys)).toEqual([]);
  });

  it('links every must-see place of issue 39 from a region page in each language', () => {
    const mustSees = [
      ...['chua-huong', 'deo-hai-van', 'dia-dao-vinh-moc', 'cau-hien-luong', 'thanh-co-quang-tri'],
      ...['khu-chung-tich-son-my', 'hang-mua', 'chua-tam-chuc', 'lang-co-duong-lam', 'lang-gom-bat-trang'],
      ...['thap-po-klong-garai', 'rung-ngap-man-can-gio', 'ha-tien'],
    ];
    const prefix: Record<string, string> = { vi: '', en: '/en', zh: '/zh' };
    const unlinked = ['vi', 'en', 'zh'].flatMap((locale) =>
      mustSees
        .filter(
          (slug) =>
            !content.some(
              (file) =>
                file.collection === 'regions' &&
                file.locale === locale &&
                file.body.includes(`](${prefix[locale]}/places/${slug}/)`),
            ),
        )
        .map((slug) => `${locale}/${slug}`),
    );
    expect(unlinked).toEqual([]);
  });

  it('has one glossary entry per place and region', () => {
    const pages = content.filter((file) => file.locale === 'zh' && ['places', 'regions'].includes(file.collection));
    const slugs = new Set(names.filter((entry) => entry.kind !== 'name').map((entry) => entry.slug));
    expect(pages.filter((page) => !slugs.has(page.slug)).map((page) => page.file)).toEqual([]);
    expect(new Set(names.map((entry) => `${entry.kind}/${entry.slug}`)).size).toBe(names.length);
  });
});

describe('planted faults', () => {
  it('refuses a place without a cost, saying what to write', () => {
    expect(factProblems(faults)).toContainEqual(
      expect.stringMatching(/^fixtures\/places\/vi\/no-cost\.md: cost: required: the admission or typical spend/),
    );
  });

  it('refuses a place without hours and tickets, saying what to write', () => {
    expect(factProblems(faults)).toContainEqual(
      expect.stringMatching(/^fixtures\/places\/vi\/no-cost\.md: hours: required: the opening hours/),
    );
    expect(factProblems(faults)).toContainEqual(
      expect.stringMatching(/^fixtures\/places\/vi\/no-cost\.md: tickets: required: the tickets/),
    );
  });

  it('refuses hours or tickets without a source, and a date that claims a check without one', () => {
    const problems = (value: unknown) =>
      facts.tickets.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(problems({ admission: 'free' })).toEqual([expect.stringMatching(/^source: required: the source/)]);
    expect(problems({ admission: 'free', source: { name: 'Official page', checked: '2026-12-01' } })).toHaveLength(1);
    expect(problems({ admission: 'free', source: 'unverified' })).toEqual([]);
    expect(
      problems({
        admission: 'ticketed',
        adult: 100000,
        source: { name: 'Official page', url: 'https://example.vn/tickets', checked: '2026-12-01' },
      }),
    ).toEqual([]);
  });

  it('refuses weekly hours that disagree with the closing days', () => {
    const place = (closedOn?: facts.Weekday[]) => ({
      closedOn,
      hours: facts.hours.parse({
        kind: 'scheduled',
        weekly: [
          {
            days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
            opens: '08:00',
            closes: '17:00',
          },
        ],
        source: 'unverified',
      }),
    });
    expect(facts.closedOnAgreesWithHours(place(['monday']))).toBe(true);
    expect(facts.closedOnAgreesWithHours(place())).toBe(false);
    expect(facts.closedOnAgreesWithHours(place(['monday', 'friday']))).toBe(false);
  });

  it('refuses two stretches of one day that overlap and a stretch that closes before it opens', () => {
    const weekly = (periods: { opens: string; closes: string }[]) =>
      facts.hours.safeParse({
        kind: 'scheduled',
        weekly: periods.map((period) => ({ days: ['monday'], ...period })),
        source: 'unverified',
      }).success;
    expect(
      weekly([
        { opens: '08:00', closes: '11:30' },
        { opens: '13:30', closes: '17:00' },
      ]),
    ).toBe(true);
    expect(
      weekly([
        { opens: '08:00', closes: '12:00' },
        { opens: '11:30', closes: '17:00' },
      ]),
    ).toBe(false);
    expect(weekly([{ opens: '17:00', closes: '08:00' }])).toBe(false);
  });

  it('names the field and file of a shared fact that differs between locales', () => {
    expect(sharedProblems(faults, 'content/places')).toContain(
      'content/places/zh/no-cost.md: "cost" differs from the Vietnamese file; it must be the same in every locale',
    );
  });

  it('refuses Vietnamese outside brackets and a name that differs from the glossary in a zh body', () => {
    const problems = chineseNameProblems(names, zhPages(faults));
    expect(problems).toContain(
      'fixtures/places/zh/no-cost.md: Vietnamese outside full-width brackets (write 中文名（Vietnamese））: "Trà Sư", "Hàng Bạc"',
    );
    expect(problems).toContain(
      'fixtures/places/zh/no-cost.md: "木冈寨" differs from the glossary: write "木江界梯田" (Ruộng bậc thang Mù Cang Chải)',
    );
    expect(problems).toContain('fixtures/places/zh/no-cost.md: "no-cost" has no entry in content/glossary.yaml');
  });

  it('refuses variants and Vietnamese outside brackets in every zh front-matter field, naming the field', () => {
    const problems = chineseNameProblems(names, zhPages(faults));
    expect(problems).toContain(
      'fixtures/places/zh/no-cost.md: traps.0: "白斋" differs from the glossary: write "拜寨" (Bãi Cháy)',
    );
    expect(problems).toContain(
      'fixtures/places/zh/no-cost.md: summary: Vietnamese outside full-width brackets (write 中文名（Vietnamese））: "Tà Xùa"',
    );
    expect(problems.filter((problem) => problem.includes('aliases'))).toEqual([]);
  });

  it('refuses a noun written twice around a bracket or after a space', () => {
    expect(chineseNameProblems(names, zhPages(faults))).toContain(
      'fixtures/places/zh/no-cost.md: a noun written twice (write it once, before the bracket: 瀑布（Đầu Đẳng）): "瀑布（Đầu Đẳng）瀑布", "街（Hàng Mã）街", "街 街"',
    );
  });

  it("refuses a body link to a page that does not exist or to another language's page", () => {
    expect(bodyLinkProblems(faults, entryKeys)).toEqual([
      'fixtures/places/en/no-cost.md: "/places/pho-co-ha-noi/" is a vi page; link to /en/places/pho-co-ha-noi/',
      'fixtures/places/en/no-cost.md: "/en/places/nowhere/" links to no places entry "nowhere" in en',
    ]);
  });

  it('refuses a page name that differs from its glossary entry', () => {
    const page = { file: 'x.md', collection: 'places', slug: 'mu-cang-chai', name: '木冈寨梯田', body: '' };
    expect(chineseNameProblems(names, [page])).toEqual([
      'x.md: the name "木冈寨梯田" differs from the glossary\'s "木江界梯田"',
    ]);
  });

  it('refuses a photo without a credit and one under a non-commercial licence, and accepts the rest', () => {
    expect(creditProblems(FAULTS)).toEqual([
      'content/places/_images/credits.yaml: "non-commercial-1.webp": "CC-BY-NC-SA-4.0" forbids commercial use, and the site sells bookings',
      'content/places/_images/uncredited-1.webp is not a generated illustration and has no credit: add author, license, source and changes to content/places/_images/credits.yaml',
    ]);
  });
});

describe('glossary names in search', () => {
  it('lets 木江界 and the old spelling 木冈寨 find Mù Cang Chải', async () => {
    const { placeVocabulary } = await import('../../src/content/glossary.ts');
    expect(placeVocabulary().searchNames('place', 'mu-cang-chai')).toEqual(
      expect.arrayContaining(['木江界梯田', '木江界', '木冈寨']),
    );
  });
});

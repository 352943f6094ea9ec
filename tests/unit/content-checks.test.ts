import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { chineseNameProblems, glossary, type ZhPage } from '#content/chinese-names.ts';
import { bodyLinkProblems } from '#content/body-links.ts';
import { englishDiacriticsProblems, vietnameseNamesToMark } from '#content/english-diacritics.ts';
import {
  FORMER_PROVINCES,
  formerProvince,
  formerProvinceIsInRegion,
  formerProvincesOf,
  uncoveredFormerProvinces,
} from '#content/former-provinces.ts';
import { creditProblems } from '#content/image-credits.ts';
import { contentSlugs, itineraryProblems, placesClosedOn, placesHours } from '#content/itinerary-checks.ts';
import { localeProblems } from '#content/localized-glob.ts';
import { gettingThere } from '#content/getting-there.ts';
import { HUB_IDS } from '#content/hubs.ts';
import * as facts from '#content/place-facts.ts';
import { placeSources, sourcesNote } from '#content/sources-note.ts';
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
    crowds: facts.crowds,
    checked: facts.checked,
    closedOn: facts.closedOn,
    hours: facts.hours,
    tickets: facts.tickets,
    gettingThere,
    foodNearby: facts.foodNearby,
    costNote: facts.costNote,
    accessibility: facts.accessibility,
    traps: facts.traps,
  })
  .refine((place) => place.priceLevel === facts.priceLevelForCost(place.cost.max), { error: 'priceLevel' })
  .refine(facts.closedOnAgreesWithHours, { path: ['hours'], error: 'closedOn' })
  .refine(facts.crowdsAgreeWithHours, { path: ['crowds'], error: 'atOpening needs hours' });

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

/** The entries of one collection as its loader gives them to the build's checks. */
const entriesOf = (files: ContentFile[], collection: string) =>
  files
    .filter((file) => file.collection === collection)
    .map((file) => ({ id: `${file.locale}/${file.slug}`, data: file.data, body: file.body }));
/** Each place once (its Vietnamese file): where it lies, then and now. */
const placeProvinces = (files: ContentFile[]) =>
  files
    .filter((file) => file.collection === 'places' && file.locale === 'vi')
    .map((file) => ({
      file: file.file,
      region: String(file.data.region),
      formerProvince: String(file.data.formerProvince),
    }));

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

/** The demo booking catalogue's Chinese texts (every {vi, en, zh} field), one pseudo page per hotel or ticket. */
const bookingZhPages = (name: 'hotels' | 'attractions'): ZhPage[] =>
  (JSON.parse(readFileSync(`${ROOT}content/booking/${name}.json`, 'utf8')) as { id: string }[]).map((item) => {
    const texts: Record<string, unknown> = {};
    const walk = (value: unknown, path: string[]) => {
      if (!value || typeof value !== 'object') return;
      if ('zh' in value && typeof value.zh === 'string') texts[path.join('.')] = value.zh;
      else for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    };
    walk(item, []);
    return {
      file: `content/booking/${name}.json: ${item.id}`,
      collection: 'booking',
      slug: item.id,
      frontMatter: texts,
      body: '',
    };
  });

describe('the real catalogue', () => {
  it('gives every place its cost, time needed, best months, crowds, hours, tickets, way there, food nearby, accessibility and traps', () => {
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

  it("writes the demo booking catalogue's Chinese texts as the glossary does", () => {
    const pages = [...bookingZhPages('hotels'), ...bookingZhPages('attractions')];
    expect(pages.filter((page) => Object.keys(page.frontMatter ?? {}).length > 0).length).toBeGreaterThan(40);
    expect(chineseNameProblems(names, pages)).toEqual([]);
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

  it("starts every place's way there from a hub, and leaves no hub unused", () => {
    const places = content.filter((file) => file.collection === 'places');
    const used = new Set(places.map((file) => (file.data.gettingThere as { from?: string } | undefined)?.from));
    expect(places.filter((file) => !file.data.gettingThere).map((file) => file.file)).toEqual([]);
    expect(HUB_IDS.filter((hub) => !used.has(hub))).toEqual([]);
  });

  it("lists in docs/sources.md the source of every place's hours, tickets, way there and food nearby, as the data says", () => {
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

  it('writes every place and region name with its Vietnamese diacritics at its first mention in English', () => {
    const problems = ['places', 'regions'].flatMap((collection) =>
      englishDiacriticsProblems(`content/${collection}`, entriesOf(content, collection)).map((p) => p.message),
    );
    expect(problems).toEqual([]);
  });

  it('gives the consular hotline and the road crossings from China in every locale (issue 39)', () => {
    const practical = (slug: string, locale: string) =>
      content.find((file) => file.collection === 'practical' && file.slug === slug && file.locale === locale)?.body;
    for (const locale of ['vi', 'en', 'zh']) {
      expect(practical('emergency-numbers', locale)).toContain('+86-10-12308');
      const overland = practical('overland-from-china', locale) ?? '';
      for (const crossing of ['Lào Cai', 'Móng Cái', 'Hữu Nghị']) expect(overland).toContain(crossing);
    }
    expect(practical('overland-from-china', 'zh')).toEqual(
      expect.stringMatching(/河口—老街[\s\S]*东兴—芒街[\s\S]*友谊关—友谊/u),
    );
  });

  it('has a place in every one of the 63 former provinces, each in the region it became part of', () => {
    const places = placeProvinces(content);
    expect(places.filter((place) => !formerProvinceIsInRegion(place)).map((place) => place.file)).toEqual([]);
    expect(uncoveredFormerProvinces(places).map((province) => province.id)).toEqual([]);
  });

  it("lists the 63 former provinces as the regions' former units name them, in vi, en and zh", () => {
    expect(new Set(FORMER_PROVINCES.map((province) => province.id)).size).toBe(63);
    const regions = content.filter((file) => file.collection === 'regions');
    expect(new Set(FORMER_PROVINCES.map((province) => province.region))).toEqual(
      new Set(regions.map((region) => region.slug)),
    );
    const disagreeing = regions.filter((region) => {
      const units = (region.data.formerUnits ?? []) as string[];
      const provinces = formerProvincesOf(region.slug).map((province) => province[region.locale as 'vi' | 'en' | 'zh']);
      // A region that kept its borders lists no former units: it is one former province.
      return units.length === 0 ? provinces.length !== 1 : [...units].sort().join() !== [...provinces].sort().join();
    });
    expect(disagreeing.map((region) => region.file)).toEqual([]);
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

  it('refuses a place without its way there, saying what to write', () => {
    expect(factProblems(faults)).toContainEqual(
      expect.stringMatching(
        /^fixtures\/places\/vi\/no-cost\.md: gettingThere: required: how to get there from the nearest hub, e\.g\. gettingThere: \{ from: "ha-noi"/,
      ),
    );
  });

  it('refuses a place without food nearby, saying what to write', () => {
    expect(factProblems(faults)).toContainEqual(
      expect.stringMatching(
        /^fixtures\/places\/vi\/no-cost\.md: foodNearby: required: two or three places to eat near the sight/,
      ),
    );
  });

  it('refuses food nearby with one spot or four, a spot twice, an unknown dish, no source or a spot too far', () => {
    const spot = {
      name: 'Chợ Đông Ba',
      kind: 'market',
      dish: 'bunBoHue',
      vnd: [30000, 60000],
      minutes: 10,
      by: 'walk',
    };
    const problems = (value: unknown) =>
      facts.foodNearby.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    const other = { ...spot, name: 'Cồn Hến', kind: 'stalls', dish: 'comHen' };
    const third = { ...spot, name: 'Chợ An Cựu' };
    expect(problems({ spots: [spot, other], source: 'unverified' })).toEqual([]);
    expect(problems({ spots: [spot, other, third], source: 'unverified' })).toEqual([]);
    expect(problems({ spots: [spot], source: 'unverified' })).toEqual([expect.stringMatching(/^spots: /)]);
    expect(problems({ spots: [spot, other, third, { ...spot, name: 'Chợ Bến Ngự' }], source: 'unverified' })).toEqual([
      expect.stringMatching(/^spots: /),
    ]);
    expect(problems({ spots: [spot, spot], source: 'unverified' })).toEqual(['spots: name each place to eat once']);
    expect(problems({ spots: [spot, { ...other, dish: 'pizza' }], source: 'unverified' })).toEqual([
      expect.stringMatching(/^spots\.1\.dish: /),
    ]);
    expect(problems({ spots: [spot, { ...other, minutes: 240 }], source: 'unverified' })).toEqual([
      expect.stringMatching(/^spots\.1\.minutes: /),
    ]);
    expect(problems({ spots: [spot, other] })).toEqual([expect.stringMatching(/^source: required: the source/)]);
  });

  it('keeps food nearby the same in vi, en and zh', () => {
    const spots = [
      { name: 'Chợ Đông Ba', kind: 'market', dish: 'bunBoHue', vnd: [30000, 60000], minutes: 10, by: 'walk' },
      { name: 'Cồn Hến', kind: 'stalls', dish: 'comHen', vnd: [15000, 40000], minutes: 15, by: 'walk' },
    ];
    const entry = (locale: string, minutes: number) => ({
      id: `${locale}/cho-dong-ba`,
      data: { foodNearby: { source: 'unverified', spots: [spots[0], { ...spots[1], minutes }] } },
    });
    const problems = localeProblems(
      'content/places',
      [entry('vi', 15), entry('en', 15), entry('zh', 20)],
      facts.SHARED_PLACE_FACTS,
    ).map((problem) => problem.message);
    expect(problems).toEqual([
      'content/places/zh/cho-dong-ba.md: "foodNearby" differs from the Vietnamese file; it must be the same in every locale',
    ]);
  });

  it('refuses a place without crowds, saying what to write', () => {
    expect(factProblems(faults)).toContainEqual(
      expect.stringMatching(/^fixtures\/places\/vi\/no-cost\.md: crowds: required: when to go and the crowds/),
    );
  });

  it('refuses crowds without a source, a time both quiet and busy, and "at opening" without a schedule', () => {
    const problems = (value: unknown) =>
      facts.crowds.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    const usual = { weekends: 'busier', holidays: 'busier', tet: 'busier' };
    expect(problems(usual)).toEqual([expect.stringMatching(/^source: required: the source/)]);
    expect(problems({ ...usual, quiet: ['morning'], busy: ['morning'], source: 'unverified' })).toEqual([
      ': a time of day cannot be both quiet and busy',
    ]);
    expect(problems({ ...usual, quiet: ['midday', 'morning'], source: 'unverified' })).toHaveLength(1);
    expect(problems({ ...usual, tourGroups: true, source: 'unverified' })).toHaveLength(1);
    const atOpening = facts.crowds.parse({ ...usual, quiet: ['atOpening'], source: 'unverified' });
    expect(facts.crowdsAgreeWithHours({ hours: { kind: 'always', source: 'unverified' }, crowds: atOpening })).toBe(
      false,
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

  it('accepts a source served over http (it is cited, not loaded), and refuses other schemes', () => {
    const problems = (url: string) =>
      facts.tickets.safeParse({
        admission: 'ticketed',
        adult: 20000,
        source: { name: 'Sở VHTTDL', url, checked: '2026-12-02' },
      }).error?.issues.length ?? 0;
    expect(problems('http://example.gov.vn/phi-tham-quan')).toBe(0);
    expect(problems('https://example.gov.vn/phi-tham-quan')).toBe(0);
    expect(problems('ftp://example.gov.vn/phi-tham-quan')).toBe(1);
    expect(problems('javascript:alert(1)')).toBe(1);
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

  it('counts a former province covered only when a place names it, and refuses one outside the region', () => {
    const places = [
      { region: 'da-nang', formerProvince: 'quang-nam' },
      { region: 'da-nang', formerProvince: 'da-nang' },
      { region: 'ninh-binh', formerProvince: 'nam-dinh' },
    ];
    const uncovered = uncoveredFormerProvinces(places).map((province) => province.id);
    expect(uncovered).toHaveLength(60);
    expect(uncovered).toEqual(expect.arrayContaining(['ha-nam', 'ninh-binh', 'ha-noi']));
    expect(uncovered).not.toEqual(expect.arrayContaining(['quang-nam']));
    expect(places.every(formerProvinceIsInRegion)).toBe(true);
    // Hội An lay in Quảng Nam, which joined Đà Nẵng, not Quảng Ngãi.
    expect(formerProvinceIsInRegion({ region: 'quang-ngai', formerProvince: 'quang-nam' })).toBe(false);
    expect(formerProvinceIsInRegion({ region: 'da-nang', formerProvince: 'hoi-an' })).toBe(false);
  });

  it('refuses a place without a former province or with an id not of the 63, saying what to write', () => {
    const problem = (value: unknown) => formerProvince.safeParse(value).error?.issues[0]?.message;
    expect(problem(undefined)).toMatch(/^required: the former province .*formerProvince: "quang-nam"/);
    expect(problem('Quảng Nam')).toMatch(/^not one of the 63 former provinces/);
    expect(problem('thua-thien-hue')).toBeUndefined();
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
    // Food nearby is data shared by the locales: its Vietnamese names are bracketed by the page.
    expect(problems.filter((problem) => problem.includes('foodNearby'))).toEqual([]);
  });

  it("leaves a source's publisher as it spells itself, and still checks the zh text around it", () => {
    const page = (summary: string): ZhPage => ({
      file: 'x.md',
      collection: 'news',
      slug: 'x',
      frontMatter: {
        summary,
        tickets: {
          admission: 'ticketed',
          source: { name: 'Tuổi Trẻ', url: 'https://tuoitre.vn/x.htm', checked: new Date('2026-12-02') },
        },
      },
      body: '',
    });
    expect(chineseNameProblems(names, [page('门票价格以售票处为准。')])).toEqual([]);
    expect(chineseNameProblems(names, [page('门票在 Hàng Bạc 售票处购买。')])).toEqual([
      'x.md: summary: Vietnamese outside full-width brackets (write 中文名（Vietnamese））: "Hàng Bạc"',
    ]);
  });

  it('refuses a noun written twice around a bracket or after a space', () => {
    expect(chineseNameProblems(names, zhPages(faults))).toContain(
      'fixtures/places/zh/no-cost.md: a noun written twice (write it once, before the bracket: 瀑布（Đầu Đẳng）): "瀑布（Đầu Đẳng）瀑布", "街（Hàng Mã）街", "街 街"',
    );
  });

  it('refuses another Chinese name before a glossary name in brackets, even one not listed as a variant', () => {
    const news = (body: string) => chineseNameProblems(names, [{ file: 'x.md', collection: 'news', slug: 'x', body }]);
    expect(news('槟椥的凤凰洲（Cồn Phụng）和龟岛。')).toEqual([
      'x.md: "槟椥的凤凰洲（Cồn Phụng）" names it otherwise than the glossary: write "凤凰岛"',
    ]);
    expect(
      news('槟椥的凤凰岛（Cồn Phụng）、岘港市（Đà Nẵng）和峰牙-己榜国家公园（Vườn quốc gia Phong Nha – Kẻ Bàng）。'),
    ).toEqual([]);
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

  it("refuses an English page that never writes its place's Vietnamese name with diacritics", () => {
    expect(englishDiacriticsProblems('fixtures/places', entriesOf(faults, 'places')).map((p) => p.message)).toEqual([
      'fixtures/places/en/no-cost.md: body: write "Chùa Thử" with its diacritics at the first mention (the plain form may follow); the body never does',
    ]);
  });

  it('refuses an English first mention without diacritics in the body or the summary, naming the field', () => {
    const place = (en: { summary: string; body: string }, name = 'Hoi An Ancient Town') => [
      { id: 'vi/hoi-an', data: { name: 'Phố cổ Hội An', summary: '…' }, body: '…' },
      { id: 'en/hoi-an', data: { name, summary: en.summary }, body: en.body },
    ];
    const problems = (en: { summary: string; body: string }, name?: string) =>
      englishDiacriticsProblems('content/places', place(en, name)).map((p) => p.message);
    const written = 'An old port town on the Thu Bồn river.';
    expect(problems({ summary: written, body: 'Hội An was a port. Hoi An is now a town.' })).toEqual([]);
    expect(problems({ summary: written, body: 'Hoi An Ancient Town (Phố cổ Hội An) was a port.' })).toEqual([]);
    expect(problems({ summary: written, body: 'Hoi An was a port. Hội An is now a town.' })).toEqual([
      'content/places/en/hoi-an.md: body: write "Hội An" with its diacritics at the first mention (the plain form may follow); it is first written "Hoi An"',
    ]);
    expect(problems({ summary: written, body: 'Hoi An was a port.' })).toEqual([
      'content/places/en/hoi-an.md: body: write "Hội An" with its diacritics at the first mention (the plain form may follow); the body never does',
    ]);
    // Marks that are not the Vietnamese page's count as none.
    expect(problems({ summary: written, body: 'Hôi An was a port. Hội An is now a town.' })).toEqual([
      'content/places/en/hoi-an.md: body: write "Hội An" with its diacritics at the first mention (the plain form may follow); it is first written "Hôi An"',
    ]);
    expect(problems({ summary: 'Hoi An, an old port town.', body: 'Hội An was a port.' })).toEqual([
      'content/places/en/hoi-an.md: summary: write "Hội An" with its diacritics at the first mention (the plain form may follow); it is first written "Hoi An"',
    ]);
    // A name translated into English: the whole Vietnamese name, written beside it once.
    expect(problems({ summary: written, body: 'The old town was a port.' }, 'Old Port Town')).toEqual([
      'content/places/en/hoi-an.md: body: write "Phố cổ Hội An" with its diacritics at the first mention (the plain form may follow); the body never does',
    ]);
  });

  it('finds the part of the Vietnamese name that the English name writes', () => {
    expect(vietnameseNamesToMark('Ba Om Pond', 'Ao Bà Om')).toEqual(['Bà Om']);
    expect(vietnameseNamesToMark('Hotel Continental Saigon', 'Khách sạn Continental Sài Gòn')).toEqual([
      'Continental Sài Gòn',
    ]);
    expect(vietnameseNamesToMark('Hoan Kiem Lake and Ngoc Son Temple', 'Hồ Hoàn Kiếm và đền Ngọc Sơn')).toEqual([
      'Hoàn Kiếm',
      'Ngọc Sơn',
    ]);
    expect(vietnameseNamesToMark('Twin Towers (Thap Doi), Quy Nhon', 'Tháp Đôi Quy Nhơn')).toEqual([
      'Tháp Đôi',
      'Quy Nhơn',
    ]);
    expect(vietnameseNamesToMark('War Remnants Museum', 'Bảo tàng Chứng tích chiến tranh')).toEqual([
      'Bảo tàng Chứng tích chiến tranh',
    ]);
    expect(vietnameseNamesToMark('Fansipan', 'Đỉnh Fansipan')).toEqual([]);
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
    const { placeVocabulary } = await import('#content/glossary.ts');
    expect(placeVocabulary().searchNames('place', 'mu-cang-chai')).toEqual(
      expect.arrayContaining(['木江界梯田', '木江界', '木冈寨']),
    );
  });
});

import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import FactStatus from '#components/places/FactStatus.astro';
import PlanCrowds from '#components/places/PlanCrowds.astro';
import PlanFood from '#components/places/PlanFood.astro';
import PlanGettingThere from '#components/places/PlanGettingThere.astro';
import PlanHours from '#components/places/PlanHours.astro';
import PlanTickets from '#components/places/PlanTickets.astro';
import { gettingThere } from '#content/getting-there.ts';
import { crowds, foodNearby, hours, tickets } from '#content/place-facts.ts';
import { getTranslator } from '#lib/i18n/translator.ts';

/*
 * The hours, tickets, way there and food nearby of the "Plan your visit" block (decisions 0095,
 * 0098 and 0099),
 * rendered as the place page renders them: the catalogue has no checked source yet, so the
 * "checked on" case is only here.
 */

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const text = async (
  component: Parameters<AstroContainer['renderToString']>[0],
  props: Record<string, unknown>,
  locale: 'vi' | 'en' | 'zh',
) =>
  (await container.renderToString(component, { props, locals: { locale, t: getTranslator(locale) } }))
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// A made-up source: the test is about the wording, not about any place.
const source = { name: 'Ban quản lý di tích', url: 'https://example.vn/gio-mo-cua', checked: new Date('2026-12-01') };

describe('fact status', () => {
  it('shows the date and the source of a check, and links the source', async () => {
    const html = await container.renderToString(FactStatus, {
      props: { source },
      locals: { locale: 'en', t: getTranslator('en') },
    });
    expect(html).toMatch(/<time datetime="2026-12-01"[^>]*>checked on December 1, 2026<\/time>/);
    expect(html).toMatch(/<a href="https:\/\/example\.vn\/gio-mo-cua"[^>]*>source: Ban quản lý di tích<\/a>/);
  });

  it('says "check before you go", with no date, where no source confirmed the facts', async () => {
    const html = await container.renderToString(FactStatus, {
      props: { source: 'unverified' },
      locals: { locale: 'vi', t: getTranslator('vi') },
    });
    expect(html).not.toContain('<time');
    expect(html).toContain('Chưa được nguồn nào xác nhận: hãy kiểm tra trước khi đi');
  });
});

describe('hours and tickets in the reader’s language', () => {
  const citadel = hours.parse({
    kind: 'scheduled',
    weekly: [
      { days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], opens: '08:00', closes: '11:30' },
      { days: ['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'], opens: '13:30', closes: '17:00' },
    ],
    lastEntry: '16:30',
    seasons: [{ from: '06-15', to: '08-15' }],
    source,
  });

  it('writes clock times, the closing day, the last entry and a closed season', async () => {
    expect(await text(PlanHours, { hours: citadel, closedOn: ['monday'], note: 'Nghỉ thứ Hai' }, 'en')).toBe(
      'Tuesday–Sunday: 8 am–11:30 am, 1:30 pm–5 pm Closed Monday Last entry 4:30 pm June 15 to August 15: closed Nghỉ thứ Hai checked on December 1, 2026 · source: Ban quản lý di tích',
    );
    expect(await text(PlanHours, { hours: citadel, closedOn: ['monday'], note: '周一闭馆' }, 'zh')).toContain(
      '星期二–星期日：8:00–11:30, 13:30–17:00',
    );
  });

  it('writes adult, child and foreigner prices with the approximate yuan, the extras and how to pay', async () => {
    const priced = tickets.parse({
      admission: 'ticketed',
      adult: 80000,
      child: 0,
      foreigner: 120000,
      extras: [{ what: 'boat', vnd: [100000, 200000] }, { what: 'guide' }],
      pay: ['cash', 'alipay', 'wechat'],
      source: 'unverified',
    });
    const zh = await text(PlanTickets, { tickets: priced }, 'zh');
    expect(zh).toMatch(/^成人：₫80,000 \(≈ ¥22\.22\) 儿童：₫0 \(≈ ¥0\.00\) 外国游客：₫120,000 \(≈ ¥33\.33\)/);
    expect(zh).toContain('游船：₫100,000 - ₫200,000 (≈ ¥27.78–¥55.56) 导游或语音讲解：另行收费');
    expect(zh).toContain('支付方式：现金、支付宝或微信支付');
    expect(
      await text(PlanTickets, { tickets: tickets.parse({ admission: 'none', source: 'unverified' }) }, 'vi'),
    ).toMatch(/^Không bán vé vào cửa/);
  });
});

describe('the way there in the reader’s language', () => {
  // Made-up legs and times: the test is about the wording.
  const route = gettingThere.parse({
    from: 'hoi-an',
    legs: [
      { mode: 'taxi', minutes: [10, 15], fare: { vnd: [60000, 120000], per: 'vehicle' } },
      { mode: 'boat', minutes: [20, 30], fare: { vnd: 150000, per: 'person' }, lastReturn: '16:30' },
      { mode: 'cableCar', operator: 'sunWorld', minutes: [150, 180] },
    ],
    source: 'unverified',
  });
  const props = { gettingThere: route, note: 'getting-there' };

  it('writes the hub, each leg with its time, fare and last return, and how to reach the hub, in English', async () => {
    expect(await text(PlanGettingThere, props, 'en')).toBe(
      'From Hoi An ' +
        'Taxi or ride-hailing car: 10–15 min · ₫60,000 – ₫120,000 (≈ $2.31–$4.62) per vehicle ' +
        'Boat: 20–30 min · ₫150,000 (≈ $5.77) per person · last return 4:30 pm ' +
        'Cable car (Sun World): 2.5–3 hr ' +
        'Into Hoi An from Da Nang’s airport Taxi or ride-hailing car: 45–60 min · ₫300,000 – ₫450,000 (≈ $11.54–$17.31) per vehicle ' +
        'Not confirmed by a source: check before you go See “Getting there” below',
    );
  });

  it('writes them in Vietnamese and in Chinese, with yuan for zh', async () => {
    const vi = await text(PlanGettingThere, props, 'vi');
    expect(vi).toMatch(/^Từ Hội An Taxi hoặc xe công nghệ: 10-15 phút · 60\.000-120\.000 ₫\/xe/);
    expect(vi).toContain('Tàu thuyền: 20-30 phút · 150.000 ₫/người · chuyến về cuối 16:30');
    expect(vi).toContain('Đến Hội An từ sân bay Đà Nẵng');
    expect(vi).toContain('hãy kiểm tra trước khi đi');
    const zh = await text(PlanGettingThere, props, 'zh');
    expect(zh).toMatch(/^从会安出发 出租车或网约车：10-15分钟 · 每车₫60,000 - ₫120,000 \(≈ ¥16\.67–¥33\.33\)/);
    expect(zh).toContain('缆车（Sun World）：2.5-3小时');
    expect(zh).toContain('末班返程 16:30');
    expect(zh).toContain('从岘港机场到会安');
  });

  it('leaves out how to reach the hub when the first leg flies from it, and links the body only when it has the section', async () => {
    const flight = gettingThere.parse({
      from: 'ho-chi-minh',
      legs: [{ mode: 'plane', minutes: 60 }],
      source: 'unverified',
    });
    const en = await text(PlanGettingThere, { gettingThere: flight }, 'en');
    expect(en).toBe('From Ho Chi Minh City Plane: 60 min Not confirmed by a source: check before you go');
  });
});

describe('food nearby in the reader’s language', () => {
  const food = foodNearby.parse({
    source: 'unverified',
    spots: [
      { name: 'Chợ Đông Ba', kind: 'market', dish: 'bunBoHue', vnd: [30000, 60000], minutes: 0, by: 'walk' },
      { name: 'Cồn Hến', kind: 'stalls', dish: 'comHen', vnd: [15000, 40000], minutes: 15, by: 'walk' },
      { name: 'Phở Thìn Lò Đúc', kind: 'restaurant', dish: 'pho', vnd: 80000, minutes: 10, by: 'car' },
    ],
  });
  const render = (locale: 'vi' | 'en' | 'zh', slug = 'dai-noi-hue') =>
    container.renderToString(PlanFood, { props: { food, slug }, locals: { locale, t: getTranslator(locale) } });

  it('names each spot, its kind, dish, price per person and distance, in Vietnamese', async () => {
    expect(await text(PlanFood, { food, slug: 'dai-noi-hue' }, 'vi')).toBe(
      [
        'Chợ Đông Ba (hàng ăn trong chợ) Bún bò Huế · 30.000-60.000 ₫ một người · ngay tại chỗ',
        'Cồn Hến (hàng quán quanh đó) Cơm hến · 15.000-40.000 ₫ một người · 15 phút đi bộ',
        'Phở Thìn Lò Đúc (quán ăn) Phở bò · 80.000 ₫ một người · 10 phút đi xe',
        'Chưa được nguồn nào xác nhận: hãy kiểm tra trước khi đi',
      ].join(' '),
    );
  });

  it('gives the approximate dollars in English and the yuan in Chinese, and Chinese names before the Vietnamese', async () => {
    const en = await text(PlanFood, { food, slug: 'dai-noi-hue' }, 'en');
    expect(en).toContain(
      'Dong Ba Market (market food stalls) Bún bò Huế (spicy beef noodle soup) · ₫30,000 – ₫60,000 (≈ $1 – $2) per person · at the sight itself',
    );
    expect(en).toContain('15 min on foot');
    const zh = await text(PlanFood, { food, slug: 'dai-noi-hue' }, 'zh');
    expect(zh).toContain(
      '东巴市场（Chợ Đông Ba） · 市场小吃 顺化牛肉米线（bún bò Huế） · 每人₫30,000 - ₫60,000 (≈ ¥8 - ¥17)',
    );
    expect(zh).toContain('餐馆（Phở Thìn Lò Đúc） 牛肉河粉（phở） · 每人₫80,000 (≈ ¥22) · 车程约10分钟');
  });

  it('links a spot that has a page of its own, except on that page', async () => {
    expect(await render('en')).toMatch(/<a href="\/en\/places\/cho-dong-ba\/"[^>]*>Dong Ba Market<\/a>/);
    expect(await render('zh', 'cho-dong-ba')).not.toContain('<a href');
  });
});

describe('crowds in the reader’s language', () => {
  const crowded = crowds.parse({
    quiet: ['atOpening', 'beforeClosing'],
    busy: ['morning', 'midday'],
    tourGroups: true,
    weekends: 'busier',
    holidays: 'busier',
    tet: 'mayClose',
    pilgrimage: true,
    source: 'unverified',
  });

  it('joins the clock spans that follow each other and names the rest, then the days and the calendar', async () => {
    expect(await text(PlanCrowds, { crowds: crowded }, 'en')).toBe(
      'Quietest: right at opening or the last hour before closing Busiest: 8 am–2 pm, when tour groups arrive Busier at weekends. Crowded on public holidays such as 30 April–1 May and 2 September. May close or open shorter hours in the first days of Tết: ask before you go. Packed with pilgrims in the festival season after Tết (the 1st to 3rd lunar months) and on the 1st and 15th of each lunar month. Holiday and peak-season calendar Not confirmed by a source: check before you go',
    );
    expect(await text(PlanCrowds, { crowds: crowded }, 'zh')).toContain('人最多：8:00–14:00，旅游团集中到达');
  });

  it('links the holiday calendar in the reader’s locale', async () => {
    const html = await container.renderToString(PlanCrowds, {
      props: { crowds: crowds.parse({ weekends: 'usual', holidays: 'busier', tet: 'usual', source: 'unverified' }) },
      locals: { locale: 'zh', t: getTranslator('zh') },
    });
    expect(html).toMatch(/<a[^>]*href="\/zh\/practical\/holiday-calendar\/"[^>]*>节假日与旺季日历<\/a>/);
    expect(html).not.toContain('人最少');
  });
});

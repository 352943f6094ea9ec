import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import FactStatus from '../../src/components/places/FactStatus.astro';
import PlanCrowds from '../../src/components/places/PlanCrowds.astro';
import PlanHours from '../../src/components/places/PlanHours.astro';
import PlanTickets from '../../src/components/places/PlanTickets.astro';
import { crowds, hours, tickets } from '../../src/content/place-facts.ts';
import { getTranslator } from '../../src/lib/i18n/translator.ts';

/*
 * The hours and tickets of the "Plan your visit" block (decision 0095), rendered as the place page
 * renders them: the catalogue has no checked source yet, so the "checked on" case is only here.
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

import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '#server/app/compose.ts';
import type { Schedule, ScheduleSummary, SharedSchedule } from '#features/trips/contract.ts';
import { addDays } from '#lib/vietnam-days.ts';
import { serverConfig } from '#server/config.ts';
import { bookingCall, CHECK_IN, roomItem } from './support/booking.ts';
import { call, registerUser, send, type Answer, type Session } from './support/client.ts';
import { useTestDatabase } from './support/database.ts';
import { useCataloguePlaces } from './support/places.ts';

useTestDatabase();
beforeAll(useCataloguePlaces);

const get = <T = Record<string, unknown>>(
  path: string,
  query: Record<string, string | number>,
  options: { token?: string; lang?: string } = {},
) =>
  send<T>(
    new Request(
      `http://localhost/apiCore/v1${path}?${new URLSearchParams({
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        ...(options.lang ? { langCode: options.lang } : {}),
      })}`,
      { headers: options.token ? { 'nvtravel-token': options.token } : {} },
    ),
  );

const PLAN = {
  title: 'Hà Nội – Hội An',
  startDate: '2026-12-01',
  days: [
    {
      stops: [
        { place: 'ho-hoan-kiem', start: '08:00', minutes: 60, mode: 'walk', note: 'Đi sớm cho mát' },
        { place: 'pho-co-ha-noi', start: '09:30', minutes: 120, mode: 'walk' },
        { place: 'hoang-thanh-thang-long', start: null, minutes: 90, mode: 'car' },
      ],
    },
    { stops: [{ place: 'pho-co-hoi-an', start: '16:00', minutes: 180, mode: 'car' }] },
  ],
};

type Saved = Answer<{ schedule: Schedule }>;
const create = (session: Session, plan: unknown = PLAN, headers?: Record<string, string>) =>
  call<{ schedule: Schedule }>('/customSchedule/create', plan, { token: session.token, headers });
const list = (session: Session) =>
  get<{ items: ScheduleSummary[]; total: number }>('/my-trips/list', {}, { token: session.token });

describe('schedules', () => {
  it('are created, read and listed by their owner only', async () => {
    const lan = await registerUser('Lan');
    const created: Saved = await create(lan);
    expect(created.code).toBe('SUCCESS');
    const { schedule } = created.data;
    expect(schedule).toMatchObject({ title: PLAN.title, startDate: '2026-12-01', version: 1, shareToken: null });
    expect(schedule.days[0]?.stops[2]).toEqual({
      place: 'hoang-thanh-thang-long',
      start: null,
      minutes: 90,
      mode: 'car',
      note: '',
    });

    const read = await get<{ schedule: Schedule }>('/customSchedule/get', { id: schedule.id }, { token: lan.token });
    expect(read.data.schedule).toEqual(schedule);
    const listed = await list(lan);
    expect(listed.data.total).toBe(1);
    expect(listed.data.items[0]).toMatchObject({ id: schedule.id, dayCount: 2, stopCount: 4, shared: false });

    // Someone else's schedule does not exist for them; without a token the call is refused.
    const minh = await registerUser('Minh');
    expect((await get('/customSchedule/get', { id: schedule.id }, { token: minh.token })).code).toBe('NOT_FOUND');
    expect((await call('/customSchedule/delete', { id: schedule.id }, { token: minh.token })).code).toBe('NOT_FOUND');
    expect((await list(minh)).data.total).toBe(0);
    expect((await get('/customSchedule/get', { id: schedule.id })).code).toBe('TOKEN_INVALID');
  });

  it('refuses bad plans with a localized message for the field at fault and saves nothing', async () => {
    const an = await registerUser('An');
    const stop = { place: 'ho-hoan-kiem', minutes: 30 };
    const cases: [unknown, string, RegExp][] = [
      [{ ...PLAN, title: '   ' }, 'data.title', /tên cho lịch trình/],
      [{ ...PLAN, days: [{ stops: [{ place: 'khong-co-dau' }] }] }, 'data.days.0.stops.0.place', /khong-co-dau/],
      [{ ...PLAN, days: Array.from({ length: 31 }, () => ({ stops: [] })) }, 'data.days', /1 đến 30 ngày/],
      [
        {
          ...PLAN,
          days: [
            { stops: Array.from({ length: 101 }, () => stop) },
            { stops: Array.from({ length: 100 }, () => stop) },
          ],
        },
        'data.days',
        /200 điểm dừng/,
      ],
      [
        {
          ...PLAN,
          days: [
            {
              stops: [
                { ...stop, start: '09:00', minutes: 90 },
                { ...stop, start: '10:00' },
              ],
            },
          ],
        },
        'data.days.0.stops.1.start',
        /trùng/,
      ],
      [{ ...PLAN, days: [{ stops: [{ ...stop, start: '25:00' }] }] }, 'data.days.0.stops.0.start', /HH:MM/],
      [{ ...PLAN, startDate: '2026-02-30' }, 'data.startDate', /YYYY-MM-DD/],
      [{ ...PLAN, days: [{ stops: [{ ...stop, mode: 'plane' }] }] }, 'data.days.0.stops.0.mode', /xe máy/],
    ];
    for (const [plan, path, message] of cases) {
      const answer = await call<{ fields: { path: string; message: string }[] }>('/customSchedule/create', plan, {
        token: an.token,
        lang: 'vi',
      });
      expect(answer.code, path).toBe('VALIDATION_ERROR');
      expect(answer.data.fields.find((f) => f.path === path)?.message, path).toMatch(message);
    }
    const zh = await call<{ fields: { message: string }[] }>(
      '/customSchedule/create',
      { ...PLAN, title: ' ' },
      { token: an.token, lang: 'zh' },
    );
    expect(zh.data.fields[0]?.message).toMatch(/请为行程命名/);
    const huge = await call('/customSchedule/create', { ...PLAN, title: 'x'.repeat(70_000) }, { token: an.token });
    expect(huge.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await list(an)).data.total).toBe(0);
  });

  it('takes an Idempotency-Key: a retried create saves one schedule', async () => {
    const binh = await registerUser('Bình');
    const headers = { 'idempotency-key': 'create-retry-0001' };
    const [first, retry] = await Promise.all([create(binh, PLAN, headers), create(binh, PLAN, headers)]);
    expect(retry.data.schedule.id).toBe(first.data.schedule.id);
    expect((await list(binh)).data.total).toBe(1);
  });
});

describe('versions', () => {
  it('a stale save gets CONFLICT with the current schedule and overwrites nothing', async () => {
    const chi = await registerUser('Chi');
    const { schedule } = (await create(chi)).data;
    const firstTab = await call<{ schedule: Schedule }>(
      '/customSchedule/update',
      { ...PLAN, id: schedule.id, version: 1, title: 'Tab một' },
      { token: chi.token },
    );
    expect(firstTab.data.schedule.version).toBe(2);
    const secondTab = await call<{ current: Schedule }>(
      '/customSchedule/update',
      { ...PLAN, id: schedule.id, version: 1, title: 'Tab hai' },
      { token: chi.token, lang: 'en' },
    );
    expect(secondTab).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(secondTab.data.current).toMatchObject({ title: 'Tab một', version: 2 });
    const stored = await get<{ schedule: Schedule }>('/customSchedule/get', { id: schedule.id }, { token: chi.token });
    expect(stored.data.schedule.title).toBe('Tab một');
  });

  it('of two concurrent saves from one version, exactly one wins', async () => {
    const dung = await registerUser('Dũng');
    const { schedule } = (await create(dung)).data;
    const answers = await Promise.all(
      ['A', 'B', 'C', 'D'].map((title) =>
        call<{ schedule?: Schedule; current?: Schedule }>(
          '/customSchedule/update',
          { ...PLAN, id: schedule.id, version: 1, title },
          { token: dung.token },
        ),
      ),
    );
    const won = answers.filter((a) => a.code === 'SUCCESS');
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.code === 'CONFLICT')).toHaveLength(3);
    const stored = await get<{ schedule: Schedule }>('/customSchedule/get', { id: schedule.id }, { token: dung.token });
    expect(stored.data.schedule).toMatchObject({ version: 2, title: won[0]?.data.schedule?.title });
  });

  it('rename, duplicate and delete', async () => {
    const em = await registerUser('Em');
    const { schedule } = (await create(em)).data;
    const renamed = await call<{ schedule: Schedule }>(
      '/customSchedule/rename',
      { id: schedule.id, version: 1, title: '  Miền Trung  ' },
      { token: em.token },
    );
    expect(renamed.data.schedule).toMatchObject({ title: 'Miền Trung', version: 2, days: schedule.days });
    expect(
      (await call('/customSchedule/rename', { id: schedule.id, version: 1, title: 'Cũ' }, { token: em.token })).code,
    ).toBe('CONFLICT');
    const copy = await call<{ schedule: Schedule }>(
      '/customSchedule/duplicate',
      { id: schedule.id },
      { token: em.token, lang: 'vi' },
    );
    expect(copy.data.schedule).toMatchObject({
      title: 'Miền Trung (bản sao)',
      version: 1,
      days: schedule.days,
      shareToken: null,
    });
    expect(copy.data.schedule.id).not.toBe(schedule.id);
    expect((await call('/customSchedule/delete', { id: schedule.id }, { token: em.token })).code).toBe('SUCCESS');
    const left = await list(em);
    expect(left.data.items.map((s) => s.id)).toEqual([copy.data.schedule.id]);
  });
});

describe('sharing', () => {
  it('a link shows the plan without the owner; revoked, it answers NOT_FOUND', async () => {
    const giang = await registerUser('Giang Trần');
    const { schedule } = (await create(giang)).data;
    const shared = await call<{ schedule: Schedule }>(
      '/customSchedule/share',
      { id: schedule.id },
      { token: giang.token },
    );
    const token = shared.data.schedule.shareToken ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await call<{ schedule: Schedule }>(
      '/customSchedule/share',
      { id: schedule.id },
      { token: giang.token },
    );
    expect(again.data.schedule.shareToken).toBe(token);

    const seen = await get<{ schedule: SharedSchedule }>('/customSchedule/shared', { token });
    expect(seen.data.schedule).toEqual({
      title: PLAN.title,
      startDate: PLAN.startDate,
      days: schedule.days,
      updatedAt: expect.any(String),
    });
    const text = JSON.stringify(seen.data);
    for (const secret of [giang.user.id, giang.user.fullname, giang.phone, schedule.id])
      expect(text).not.toContain(secret);

    await call('/customSchedule/revoke', { id: schedule.id }, { token: giang.token });
    expect((await get('/customSchedule/shared', { token })).status).toBe(404);
    expect((await get('/customSchedule/ics', { token })).status).toBe(404);
    const reshared = await call<{ schedule: Schedule }>(
      '/customSchedule/share',
      { id: schedule.id },
      { token: giang.token },
    );
    expect(reshared.data.schedule.shareToken).not.toBe(token);
  });
});

describe('calendar export', () => {
  it('has one event per stop, at its local time in Vietnam, with the place and its coordinates', async () => {
    const ha = await registerUser('Hà');
    const { schedule } = (await create(ha)).data;
    const answer = await get<{ fileName: string; content: string }>(
      '/customSchedule/ics',
      { id: schedule.id },
      { token: ha.token, lang: 'vi' },
    );
    expect(answer.data.fileName).toBe('Hà-Nội-Hội-An.ics');
    const events = new ICAL.Component(ICAL.parse(answer.data.content))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual([
      'Hồ Hoàn Kiếm và đền Ngọc Sơn',
      'Phố cổ Hà Nội',
      'Hoàng thành Thăng Long',
      'Phố cổ Hội An',
    ]);
    // 08:00 in Hà Nội (UTC+7) on the first day; the untimed stop follows the one before it; day 2 is 2 December.
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2026-12-01T01:00:00.000Z',
      '2026-12-01T02:30:00.000Z',
      '2026-12-01T04:30:00.000Z',
      '2026-12-02T09:00:00.000Z',
    ]);
    expect(events[1]?.duration.toSeconds()).toBe(120 * 60);
    const [first] = events;
    if (!first) throw new Error('no event');
    expect(first.location).toMatch(/^Hồ Hoàn Kiếm và đền Ngọc Sơn \(21\.0\d+,105\.8\d+\)$/);
    expect(first.component.getFirstPropertyValue('geo')).toEqual([expect.closeTo(21.03, 1), expect.closeTo(105.85, 1)]);
    expect(first.description).toContain('Đi sớm cho mát');
    expect((await get('/customSchedule/ics', { id: schedule.id })).code).toBe('TOKEN_INVALID');
  });

  // Bookings on the trip's days (decision 0081): the stay from check-in to check-out, the ticket over
  // the attraction's opening hours, each with its address, order and state; a shared link has none.
  it('has its owner’s bookings on its days at their times, and a shared link does not', async () => {
    serverConfig.booking.saleDays = 14;
    await startServer();
    const minh = await registerUser('Minh');
    const signedIn = { 'nvtravel-token': minh.token };
    const { schedule } = (await create(minh, { ...PLAN, startDate: CHECK_IN })).data;
    const stay = await bookingCall('/booking/hold', { item: roomItem() }, signedIn, undefined, 'vi');
    const visit = addDays(CHECK_IN, 1);
    const ticket = { kind: 'ticket', attraction: 'van-mieu-quoc-tu-giam', date: visit, adults: 2, children: 0 };
    const held = await bookingCall('/booking/hold', { item: ticket }, signedIn, undefined, 'vi');
    // A ticket on a day after the trip is not on it.
    await bookingCall('/booking/hold', { item: { ...ticket, date: addDays(CHECK_IN, 3) } }, signedIn);
    expect([stay.code, held.code]).toEqual(['SUCCESS', 'SUCCESS']);

    const eventsOf = (content: string) =>
      new ICAL.Component(ICAL.parse(content)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const own = await get<{ content: string }>(
      '/customSchedule/ics',
      { id: schedule.id },
      { token: minh.token, lang: 'vi' },
    );
    const booked = eventsOf(own.data.content).slice(PLAN.days.flatMap((day) => day.stops).length);
    expect(
      booked.map((e) => [e.summary, e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]),
    ).toEqual([
      // Check-in from 14:00, check-out until 12:00 the next day, Vietnam time.
      ['Khách sạn Sen Hoàn Kiếm (demo)', `${CHECK_IN}T07:00:00.000Z`, `${addDays(CHECK_IN, 1)}T05:00:00.000Z`],
      ['Vé Văn Miếu – Quốc Tử Giám (demo)', `${visit}T01:00:00.000Z`, `${visit}T10:00:00.000Z`],
    ]);
    expect(booked.map((e) => e.location)).toEqual([
      'Phố cổ Hoàn Kiếm',
      '58 phố Quốc Tử Giám, phường Văn Miếu – Quốc Tử Giám, Hà Nội',
    ]);
    expect(booked[1]?.description).toBe(`Đơn ${held.data.order.number} · Đang giữ chỗ`);

    const share = await call<{ schedule: Schedule }>(
      '/customSchedule/share',
      { id: schedule.id },
      { token: minh.token },
    );
    const shared = await get<{ content: string }>('/customSchedule/ics', {
      token: share.data.schedule.shareToken ?? '',
    });
    expect(eventsOf(shared.data.content)).toHaveLength(PLAN.days.flatMap((day) => day.stops).length);
  });

  // RFC 5545 (3.3.11) escapes backslash, semicolon and comma in text; unescaped, "\N" of
  // "Sài Gòn\Nha Trang" reads as a line break and a strict reader cuts the name at "," or ";".
  it.each([
    ['Hà Nội, Huế; 3\\ days', 'Hà Nội\\, Huế\\; 3\\\\ days'],
    ['Sài Gòn\\Nha Trang', 'Sài Gòn\\\\Nha Trang'],
  ])('names the calendar %s exactly as typed', async (title, escaped) => {
    const thu = await registerUser('Thu');
    const { schedule } = (await create(thu, { ...PLAN, title })).data;
    const answer = await get<{ content: string }>('/customSchedule/ics', { id: schedule.id }, { token: thu.token });
    expect(answer.data.content.split('\r\n')).toContain(`X-WR-CALNAME:${escaped}`);
    const calendar = new ICAL.Component(ICAL.parse(answer.data.content));
    // ical.js hands an X- property over raw; the RFC makes its value TEXT unless it says otherwise.
    const calendarName = String(calendar.getFirstPropertyValue('x-wr-calname'));
    expect(ICAL.design.icalendar.value.text.fromICAL(calendarName)).toBe(title);
    const [first] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(first?.description.split(' · ')[0]).toBe(title);
  });
});

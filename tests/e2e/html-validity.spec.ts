import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/test.ts';
import { localizedPath } from '#lib/i18n/localized-path.ts';
import { LOCALES } from '#lib/i18n/locales.ts';
import { signUpThroughApi } from './support/api-session.ts';
import { createPostThroughApi } from './support/moments.ts';
import { createScheduleThroughApi, sharedPathThroughApi } from './support/trips.ts';

/**
 * The W3C Nu HTML checker (vnu-jar, run on the machine's Java) finds no error on any page type in
 * any language: one Java process over every page, built or rendered on demand, as the server
 * sends them.
 */

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One page of each type, language-free. */
const PAGE_TYPES = [
  '/',
  '/places/',
  '/places/page/2/',
  '/places/region/da-nang/',
  '/places/region/da-nang/kind/beach/',
  '/places/vinh-ha-long/',
  '/news/',
  '/news/tag/food/',
  '/news/bun-bo-hue/',
  '/regions/',
  '/regions/hue/',
  '/local-service/',
  '/local-tourism/ha-noi-tourism-mot-ngay-pho-co/',
  '/local-galleries/hue-gallery-dai-noi/',
  '/galleries/',
  '/galleries/region/da-nang/',
  '/galleries/trang-an-tren-thuyen/',
  '/videos/',
  '/videos/topic/food/',
  '/videos/vinh-ha-long-hoang-hon/',
  '/vr-360/',
  '/schedule-reference/',
  '/schedule-reference/days/2/theme/heritage/',
  '/schedule-reference/mien-trung-7-ngay-phong-nha-hue-da-nang-hoi-an/',
  '/about-privacy/',
  '/about-operating/',
  '/practical/',
  '/practical/visa-and-e-visa/',
  '/practical/holiday-calendar/',
  '/user/',
  '/schedule-reference/create/',
  '/my-trips/',
  '/search-result/?q=hoi+an',
  '/booking-hotel/',
  '/booking-flight/',
  '/booking-ticket/',
  '/booking-ticket/cu-lao-cham/',
  '/booking/order/',
  '/share/?url=%2Fplaces%2Fvinh-ha-long%2F&title=Ha+Long+Bay',
  '/offline/',
  '/sim-travel/',
  '/sim-travel/viettel-sim-7d/',
  '/package-data/',
  '/package-data/history/',
  '/moments/',
  '/moments/recommend/',
  '/moments/search/?q=hoi+an',
  '/moments/posts/create/',
  '/moments/reels/create/',
  '/staff/',
  '/staff/invite/',
  '/staff/vouchers/',
  '/staff/members/',
  '/staff/audit/',
  '/staff/moderation/',
  '/staff/orders/',
  '/staff/inventory/',
  '/not-here',
];

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
}

test('no page type has a W3C Nu HTML checker error, in any language', async ({ request, baseURL }) => {
  test.setTimeout(5 * 60_000);
  const dir = mkdtempSync(join(tmpdir(), 'nvt-vnu-'));
  // A shared schedule's read-only page (rendered on demand from the database).
  const session = await signUpThroughApi(request, baseURL ?? '');
  const { id } = await createScheduleThroughApi(request, session.accessToken, 'Hà Nội weekend');
  const shared = await sharedPathThroughApi(request, session.accessToken, id, '');
  // A moment and its author's profile (rendered on demand from the database).
  const post = await createPostThroughApi(request, session.accessToken, {
    text: 'Lanterns over the river',
    tags: ['lantern'],
    placeSlug: 'pho-co-hoi-an',
  });
  const moments = [`/moments/posts/detail/${post.id}/`, `/moments/user-profile/${session.user.id}/`];
  try {
    const files = new Map<string, string>();
    for (const locale of LOCALES) {
      for (const path of [...PAGE_TYPES, shared, ...moments]) {
        const url = localizedPath(locale, path);
        const response = await request.get(url);
        expect(response.status(), url).toBe(path === '/not-here' ? 404 : 200);
        const file = join(dir, `${files.size}.html`);
        writeFileSync(file, await response.text());
        files.set(`file:${file}`, url);
      }
    }
    // vnu exits non-zero when it finds errors; its JSON report is on stderr either way.
    const report = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...[...files.keys()].map((f) => f.slice(5))],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? String(error) }));
    const { messages } = JSON.parse(report.stderr) as { messages: NuMessage[] };
    const errors = messages.map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E_STAFF_ADMIN_PHONES } from './tests/e2e/support/staff.ts';
import { VIEWPORT_TAGS } from './tests/e2e/support/viewports.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
/** Google's and Facebook's APIs stand in here for the social sign-in tests. */
const PROVIDERS_PORT = PORT + 1;
/** Map tiles stand in here; `npm run test:e2e` builds with PUBLIC_MAP_TILE_URL on this port. */
const TILES_PORT = PORT + 2;
/** VNPay's payment page and merchant API stand in here for the booking tests. */
/** Set by `npm run test:e2e` for its build, so the popup offers Google and Facebook. */
const { PUBLIC_GOOGLE_CLIENT_ID = '', PUBLIC_FACEBOOK_APP_ID = '' } = process.env;
const FACEBOOK_APP_SECRET = 'e2e-facebook-secret';
// Each run starts from an empty embedded database and upload folder, never the developer's ./data.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'nvt-e2e-'));
// The app server's log lines go to a file, and the reporter prints a failing test's share of them.
const SERVER_LOG = (process.env.E2E_SERVER_LOG ??= path.join(DATA_DIR, 'server.log'));
// The first staff administrator is an operator's act (decision 0075): the operators' command runs
// before the server (PGlite is one process's database) and leaves its invitation link here.
const STAFF_INVITE = (process.env.E2E_STAFF_INVITE ??= path.join(DATA_DIR, 'staff-admin-invite.txt'));

/**
 * Browser tests in Debian's Chromium (no browser download is possible here) against the built
 * product served by its own front server, as a visitor gets it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two at least: Playwright's default is half the cores, one on the 2-core CI machine, where two
  // workers kept both cores busy (the app server runs beside them) whether or not CI is set.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  // A hang detector, not a speed limit: on a shared 2-core machine the first axe run against a
  // cold server took over the 30 s default while every later one took seconds.
  timeout: 90_000,
  // Waits for what a page shows are hang detectors too: at a load average of 13 (a build beside the
  // run) the first Pagefind suggestion and a feed's hydration took over the 5 s default, while a
  // quiet run shows them in about a second. A wait ends as soon as its condition holds.
  expect: { timeout: 15_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['./tests/e2e/support/server-log-reporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A person's browser: headless Chromium's own user agent is (rightly) treated as a bot.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
    trace: 'retain-on-failure',
    // The site's service worker (decision 0045) would answer requests before `page.route` stubs see
    // them; specs about offline reading and installing allow it (tests/e2e/share-offline.spec.ts).
    serviceWorkers: 'block',
  },
  // One test per behaviour, in the viewport it concerns (tests/e2e/README.md): every test runs on
  // the phone, where most tourists arrive; the desktop runs only the tests tagged for it, each of
  // which says why (support/viewports.ts). A new spec therefore cannot silently run twice.
  projects: [
    {
      name: 'desktop',
      grep: new RegExp(`${VIEWPORT_TAGS.both}|${VIEWPORT_TAGS.desktopOnly}`),
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'phone',
      grepInvert: new RegExp(VIEWPORT_TAGS.desktopOnly),
      use: {
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
      },
    },
  ],
  webServer: [
    {
      command: `${E2E_STAFF_ADMIN_PHONES.map((phone, i) => `node scripts/staff-create-admin.ts ${phone} ${i === 0 ? '>' : '>>'} '${STAFF_INVITE}'`).join(' && ')} && node src/server/http/main.ts >> '${SERVER_LOG}'`,
      env: {
        PORT: String(PORT),
        HOST: 'localhost',
        DATA_DIR,
        DATABASE_URL: '',
        // Every test registers from the same address: the per-address OTP and login limits would
        // trip after a few dozen accounts. The API tests cover the limits.
        RATE_LIMIT_DISABLED: '1',
        // The tests read their sign-up codes from the development SMS outbox.
        DEV_OUTBOX: '1',
        // An abandoned payment's hold is ended at once (/dev/booking/lapse), not waited out.
        DEV_HOLD_LAPSE: '1',
        PUBLIC_GOOGLE_CLIENT_ID,
        PUBLIC_FACEBOOK_APP_ID,
        FACEBOOK_APP_SECRET,
        GOOGLE_OAUTH_BASE: `http://127.0.0.1:${PROVIDERS_PORT}/google`,
        FACEBOOK_GRAPH_BASE: `http://127.0.0.1:${PROVIDERS_PORT}/facebook`,
      },
      url: `http://localhost:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node tests/e2e/support/social-providers.ts',
      env: { PORT: String(PROVIDERS_PORT), PUBLIC_GOOGLE_CLIENT_ID, PUBLIC_FACEBOOK_APP_ID, FACEBOOK_APP_SECRET },
      url: `http://127.0.0.1:${PROVIDERS_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node tests/e2e/support/map-tiles.ts',
      env: { PORT: String(TILES_PORT) },
      url: `http://127.0.0.1:${TILES_PORT}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});

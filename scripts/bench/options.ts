/** Catalogue sizes (entries per locale) the build-scale part reports, measured or extrapolated. */
export const SCALE_SIZES = [1000, 5000, 10000] as const;

export interface BenchOptions {
  mode: 'full' | 'quick' | 'search' | 'deployment' | 'booking' | 'moments';
  /** The first of the bench's nine consecutive ports. */
  firstPort: number;
  /** Serve the existing dist/ instead of building first. */
  reuseBuild: boolean;
  /** Synthetic catalogue sizes actually built; the other SCALE_SIZES are extrapolated. */
  scale: number[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Page types measured (ids of page-types.ts); every type when unset (`--pages` implies --quick). */
  pages?: string[];
}

export const USAGE = `npm run bench [-- options]
  --quick          a subset in under 3 minutes: home, a news article and search; 5 s per serving
                   target; no build-scale; reuses dist/ when there is one
  --search         only search: a prerendered page beside the search results page, with the search
                   table of the real catalogue, then grown to --scale sizes (default 10000) by
                   copies; reuses dist/ (build it first); writes bench/results-search.*
  --deployment     only the nginx-fronted deployment: a prerendered page through the front nginx
                   beside plain nginx, and an API read through it with one and three app processes
                   on PostgreSQL (TEST_DATABASE_URL's server); reuses dist/ (build it first); writes
                   bench/results-deployment.*
  --ports=N        use ports N to N+8 (default 4431)
  --booking        only the order engine on a PostgreSQL server (BENCH_DATABASE_URL, default
                   postgres://postgres@127.0.0.1:5432/test): hotel search and availability with
                   1,000 hotels and a year of nights at 10 connections, holds per second on one
                   room type; no build; writes bench/results-booking.*
  --pages=a,b,…    like --quick, but measures these page types (ids of scripts/bench/page-types.ts)
  --moments        only moments on a PostgreSQL server (BENCH_DATABASE_URL, as --booking): the feed
                   (signed out, following 50 people, later pages by cursor) and search with 100,000
                   posts at 10 connections; no build; writes bench/results-moments.*
  --reuse-build    serve the existing dist/ instead of building
  --scale=a,b,…    synthetic catalogue sizes (entries per locale) to build; default 1000 in a full
                   run; 5000 and 10000 take 4–6 and 8–11 minutes on this machine kind (its
                   machines differ); 10000 adds bare Astro's build of as many Markdown pages,
                   about 1.5 minutes, the yardstick of issue 12 (docs/decisions/0011, 0021, 0059)
  --duration=N     seconds per serving target (default 10, quick 5)`;

/**
 * The bench's command line.
 *
 * @example parseOptions(['--quick']).scale // []
 * @example parseOptions(['--scale=1000,5000']).scale // [1000, 5000]
 * @example parseOptions(['--search']).scale // [10000]
 */
export function parseOptions(args: readonly string[]): BenchOptions {
  const pages = args.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
  const quick = args.includes('--quick') || pages !== undefined;
  const search = args.includes('--search');
  const deployment = args.includes('--deployment');
  const booking = args.includes('--booking');
  const moments = args.includes('--moments');
  const options: BenchOptions = {
    mode: moments
      ? 'moments'
      : booking
        ? 'booking'
        : search
          ? 'search'
          : deployment
            ? 'deployment'
            : quick
              ? 'quick'
              : 'full',
    firstPort: 4431,
    reuseBuild: quick || search || deployment || args.includes('--reuse-build'),
    scale: search ? [10000] : quick || deployment || booking || moments ? [] : [1000],
    connections: 10,
    warmupSeconds: quick ? 1 : 3,
    durationSeconds: quick ? 5 : 10,
    ...(pages === undefined ? {} : { pages: pages.split(',').filter(Boolean) }),
  };
  for (const arg of args) {
    const [name, value] = arg.split('=', 2);
    if (
      name === '--quick' ||
      name === '--search' ||
      name === '--deployment' ||
      name === '--booking' ||
      name === '--moments' ||
      name === '--reuse-build' ||
      name === '--pages'
    )
      continue;
    if (name === '--ports' && value !== undefined) {
      const port = Number(value);
      if (!Number.isInteger(port) || port < 1024 || port > 65526)
        throw new Error(`--ports takes a port number: ${value}`);
      options.firstPort = port;
      continue;
    }
    if (name === '--scale' && value !== undefined) {
      const sizes = value.split(',').filter(Boolean).map(Number);
      if (sizes.some((n) => !Number.isInteger(n) || n <= 0)) throw new Error(`--scale takes whole numbers: ${value}`);
      options.scale = sizes;
    } else if (name === '--duration' && value !== undefined) {
      const seconds = Number(value);
      if (!Number.isInteger(seconds) || seconds <= 0) throw new Error(`--duration takes whole seconds: ${value}`);
      options.durationSeconds = seconds;
    } else {
      throw new Error(`unknown option ${arg}\n${USAGE}`);
    }
  }
  return options;
}

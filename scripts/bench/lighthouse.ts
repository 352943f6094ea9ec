import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium, as for the browser tests (README's configuration table). */
export const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** What Lighthouse (mobile, its default simulated throttling) says about one page. */
export interface PageFigures {
  /** Transfer (compressed) bytes of JavaScript, HTML, and everything. */
  jsBytes: number;
  htmlBytes: number;
  totalBytes: number;
  requests: number;
  /** Category scores 0–100. */
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | undefined;
  cls: number | undefined;
  tbtMs: number | undefined;
  /** Audits that cost points in accessibility, best practices or SEO (`category/audit`). */
  failedAudits: string[];
  /** Set when Lighthouse could not measure the page properly. */
  warning?: string;
}

interface ResourceRow {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

/** Lighthouse's result object: the parts the bench reads. */
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: unknown[] } } | undefined>;
}

const round = (value: number | undefined, digits = 0) =>
  value === undefined ? undefined : Math.round(value * 10 ** digits) / 10 ** digits;

/** The bench's figures out of a Lighthouse result. */
export function figuresFrom(lhr: Lhr): PageFigures {
  const rows = (lhr.audits['resource-summary']?.details?.items ?? []) as ResourceRow[];
  const row = (type: string) => rows.find((r) => r.resourceType === type);
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  return {
    jsBytes: row('script')?.transferSize ?? 0,
    htmlBytes: row('document')?.transferSize ?? 0,
    totalBytes: row('total')?.transferSize ?? 0,
    requests: row('total')?.requestCount ?? 0,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: round(lhr.audits['largest-contentful-paint']?.numericValue),
    cls: round(lhr.audits['cumulative-layout-shift']?.numericValue, 4),
    tbtMs: round(lhr.audits['total-blocking-time']?.numericValue),
    failedAudits: ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => {
          const score = lhr.audits[ref.id]?.score;
          return ref.weight > 0 && score !== null && score !== undefined && score < 1;
        })
        .map((ref) => `${category}/${ref.id}`),
    ),
    ...(lhr.runtimeError ? { warning: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
  };
}

/**
 * One Chromium for a series of Lighthouse runs (each run opens its own tab and clears the cache
 * and storage first). `port` is the debugging port, inside the bench's port range.
 */
export async function openLighthouse(port: number): Promise<{
  run: (url: string) => Promise<PageFigures>;
  close: () => Promise<void>;
}> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, port });
  return {
    run: async (url) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return figuresFrom(result.lhr as unknown as Lhr);
    },
    close: async () => {
      chrome.kill();
    },
  };
}

/** How often an open page asks whether a newer build is live (also on every return to the tab). */
export const BUILD_POLL_MS = 5 * 60 * 1000;

/** The build id in `/build.json`, or undefined when it cannot be read (offline, dev server). */
export async function fetchLatestBuildId(fetcher: typeof fetch = fetch): Promise<string | undefined> {
  try {
    const response = await fetcher('/build.json', { cache: 'no-store' });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    const id = (body as { buildId?: unknown } | null)?.buildId;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the live build differs from the one this page was built with. */
export function isNewerBuild(current: string, latest: string | undefined): boolean {
  return latest !== undefined && latest !== current;
}

/**
 * Registers the site's service worker (/sw.js, docs/decisions/0045) once the page has loaded, so
 * it never competes with the page's own requests. Not in `astro dev`, which has no worker.
 */
let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/**
 * The active registration of the site's worker, or undefined where there is none (no support,
 * the dev server, registration refused). Firebase messaging takes it as its
 * `serviceWorkerRegistration` instead of registering a worker of its own.
 */
export function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registration ??= new Promise<void>((loaded) => {
    if (document.readyState === 'complete') loaded();
    else addEventListener('load', () => loaded(), { once: true });
  })
    .then(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }))
    // A registration that gave nothing back (blocked by the browser or a test) has no ready worker.
    .then((registered) => (registered ? navigator.serviceWorker.ready : undefined))
    .catch(() => undefined);
  return registration;
}

/** A newer build is live: fetch its worker now rather than at the next navigation. */
export function updateServiceWorker(): void {
  void serviceWorkerRegistration().then((registered) => registered?.update().catch(() => undefined));
}

void serviceWorkerRegistration();

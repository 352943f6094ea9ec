/*
 * Push messages for NV Travel (docs/decisions/0047-fcm-push.md). A classic script: it runs as its
 * own worker at Firebase's scope, and the site's service worker may load it with importScripts
 * (docs/decisions/0045): it only adds the push listeners, which no other script of the site adds.
 * The server sends data-only messages through FCM, already rendered in the reader's language:
 * { title, body, link, tag }. Nothing here holds a key or a configuration.
 */

/** Tells open pages of the site that a notification arrived: their bell and lists refresh. */
async function tellOpenPages() {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const page of pages) page.postMessage({ type: 'nvtravel:notification' });
}

function messageOf(event) {
  try {
    const payload = event.data ? event.data.json() : {};
    return payload && typeof payload.data === 'object' && payload.data ? payload.data : {};
  } catch {
    return {};
  }
}

self.addEventListener('push', (event) => {
  const message = messageOf(event);
  event.waitUntil(
    Promise.all([
      tellOpenPages(),
      message.title
        ? self.registration.showNotification(message.title, {
            body: message.body || '',
            // One event shows once per device, even if it is pushed again after a retry.
            tag: message.tag || undefined,
            data: { link: message.link || '/' },
          })
        : undefined,
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL((event.notification.data && event.notification.data.link) || '/', self.location.origin);
  // Only pages of this site open from a notification.
  const target = link.origin === self.location.origin ? link.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((pages) => {
      const open = pages.find((page) => page.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});

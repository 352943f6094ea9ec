import { $signedIn } from '#stores/auth.ts';

// The bell's count and push messaging concern signed-in readers only: their code (and Firebase,
// further on) loads after sign-in, so a reader who never signs in does not pay for it.
$signedIn.subscribe((signedIn) => {
  if (signedIn) void import('#browser/notifications.ts').then(({ startNotifications }) => startNotifications());
});

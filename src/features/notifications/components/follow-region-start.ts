import { $signedIn } from '#stores/auth.ts';

// The API client and the reader's follows load only for a signed-in reader.
$signedIn.subscribe((signedIn) => {
  if (signedIn) void import('./follow-region.ts').then(({ startFollowButtons }) => startFollowButtons());
});

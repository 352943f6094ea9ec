// `npm run outbox [-- <phone>]`: prints the one-time codes the default SMS provider kept, read
// from the running app (the embedded database belongs to that process while it runs).
const base = process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 4321}`;
const to = process.argv[2];
const url = new URL('/apiCore/v1/dev/outbox', base);
if (to) url.searchParams.set('to', to);

try {
  const response = await fetch(url);
  const answer = (await response.json()) as { code: string; message: string; data: { messages?: Message[] } };
  if (answer.code !== 'SUCCESS') {
    console.error(`${response.status} ${answer.code}: ${answer.message} (the outbox exists only outside production)`);
    process.exit(1);
  }
  const messages = answer.data.messages ?? [];
  if (messages.length === 0) console.info('The outbox is empty.');
  for (const m of messages.reverse()) console.info(`${m.createdAt}  ${m.to}  ${m.body}`);
} catch {
  console.error(`The app does not answer at ${base}; start it with npm start (or set APP_URL).`);
  process.exit(1);
}

export interface Message {
  createdAt: string;
  to: string;
  body: string;
}

import { isBot } from './bot.ts';

/**
 * What a crawler gets instead of an error page: the status and a one-line plain body, so a
 * search engine never indexes an error page's chrome and a link preview never shows it.
 */
export function botErrorResponse(request: Request, status: number, text: string): Response | undefined {
  if (!isBot(request.headers.get('user-agent'))) return undefined;
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-store' },
  });
}

/** The status an unhandled error asks for (an error may carry one), 500 otherwise. */
export function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : 500;
}

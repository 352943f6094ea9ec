import { ApiCallError } from '#lib/api/transport.ts';
import { toast } from '#stores/toasts.ts';

/**
 * Tells the visitor why a write failed, in their language (the server's message). A write while
 * signed out has already opened the login popup and sent nothing: that needs no second message.
 * Returns the message for the form to show beside its field, or undefined.
 */
export function reportFailure(error: unknown, fallback: string): string | undefined {
  if (error instanceof ApiCallError && error.code === 'SIGN_IN_REQUIRED') return undefined;
  const message = error instanceof ApiCallError && error.message ? error.message : fallback;
  toast({ title: message, color: 'error', icon: 'error' });
  return message;
}

/** The strings an island receives from its page (locales/<lang>/account.json), by key. */
export type Strings = Record<string, string>;

/**
 * Fills `{{name}}` placeholders the way i18next does on the server.
 * @example format('Code sent to {{phone}}', { phone: '+84…' }) → 'Code sent to +84…'
 */
export function format(template: string | undefined, values: Record<string, string | number> = {}): string {
  return (template ?? '').replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Locale } from '#lib/i18n/locales.ts';
import { expect } from './test.ts';

/*
 * The buyer on the built-in demo gateway's page (decision 0071), the payment page of every fresh
 * install: it is the product's own page, so the tests pay through it as a tourist would.
 */

const strings = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`locales/payment/${locale}.json`, 'utf8')) as Record<string, string>;

/** The test cards the page lists: paid, declined by the bank. */
export const DEMO_CARD = { paid: '4111 1111 1111 1111', declined: '4000 0000 0000 0002' };

/** Pays on the demo gateway's page with a test card; the page sends the buyer back to the order. */
export async function payOnDemoGateway(page: Page, locale: Locale, card = DEMO_CARD.paid): Promise<void> {
  const s = strings(locale);
  await expect(page).toHaveURL(/\/pay\/demo\/\?/);
  await page.getByLabel(s['demo.cardNumber'] ?? '').fill(card);
  const pay = (s['demo.pay'] ?? '').replace('{{amount}}', '');
  await page.getByRole('button', { name: new RegExp(`^${pay}`) }).click();
}

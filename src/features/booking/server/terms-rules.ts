import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.ts';
import { bookingTermsRules } from '#server/db/schema/index.ts';
import type { CancellationRule } from './terms.ts';
import { ownerKey, parseProduct } from '../product-id.ts';

/*
 * The terms a supplier's manager set for new bookings in place of the catalogue's (decision 0091).
 * The table is small (one row per product changed): a hold and a search read all of it once, so
 * what a search shows is what a hold then stores with the quote.
 */

/** The rules set, by terms key (termsKeyOf); a product without one keeps its catalogue rule. */
export type TermsRules = ReadonlyMap<string, CancellationRule>;

export const NO_RULES: TermsRules = new Map();

/** What a product's terms are set for: a room type's are its hotel's; any other product its own. */
export const termsKeyOf = (product: string): string =>
  parseProduct(product)?.kind === 'hotel' ? ownerKey(product) : product;

export async function termsRules(db: Queryable, supplier: string): Promise<TermsRules> {
  const rows = await db.select().from(bookingTermsRules).where(eq(bookingTermsRules.supplier, supplier));
  return new Map(rows.map((row) => [row.key, row.rule as CancellationRule]));
}

/** Sets the rule for a key, answering the one it replaced (null: the catalogue's was in force). */
export async function setTermsRule(
  tx: Queryable,
  supplier: string,
  key: string,
  rule: CancellationRule,
): Promise<CancellationRule | null> {
  const [before] = await tx
    .select()
    .from(bookingTermsRules)
    .where(sql`${bookingTermsRules.supplier} = ${supplier} and ${bookingTermsRules.key} = ${key}`)
    .for('update');
  await tx
    .insert(bookingTermsRules)
    .values({ supplier, key, rule })
    .onConflictDoUpdate({
      target: [bookingTermsRules.supplier, bookingTermsRules.key],
      set: { rule, updatedAt: sql`now()` },
    });
  return (before?.rule as CancellationRule | undefined) ?? null;
}

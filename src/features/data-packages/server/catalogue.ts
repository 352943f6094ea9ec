import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import type { PackageView } from '../contract.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { listedUnit } from '#features/booking/server/listed-prices.ts';
import { formatProduct } from '#features/booking/product-id.ts';
import { carrierTable } from './carriers.ts';
import { localizedText } from '#lib/i18n/localized-text.ts';

/*
 * The demo data packages (content/data-packages/packages.yaml), read at run time like the carrier
 * table: a carrier's range changes more often than releases. Every entry is demo and says so.
 */

const packageSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  carrier: z.string(),
  /** What the carrier gateway is asked to deliver. */
  code: z.string().min(1),
  demo: z.literal(true),
  dataGb: z.number().positive(),
  per: z.enum(['day', 'total']),
  days: z.number().int().min(1),
  /** VND, VAT included. */
  price: z.number().int().min(1000),
  name: localizedText,
});

export type DataPackage = z.infer<typeof packageSchema>;

/** Reads the package list and checks every entry names a carrier of the table. */
export function readPackages(file: string): DataPackage[] {
  const packages = z
    .object({ packages: z.array(packageSchema).min(1) })
    .parse(parse(readFileSync(file, 'utf8'))).packages;
  const carriers = new Set(carrierTable().carriers.map((carrier) => carrier.id));
  for (const entry of packages)
    if (!carriers.has(entry.carrier)) throw new Error(`${file}: ${entry.id} names an unknown carrier ${entry.carrier}`);
  return packages;
}

let packages: Map<string, DataPackage> | undefined;

function catalogue(): Map<string, DataPackage> {
  packages ??= new Map(
    readPackages(path.resolve(process.env.DATA_PACKAGES_FILE || 'content/data-packages/packages.yaml')).map((entry) => [
      entry.id,
      entry,
    ]),
  );
  return packages;
}

/** Every package, in the file's order. */
export const allPackages = (): DataPackage[] => [...catalogue().values()];

export const packageById = (id: string): DataPackage | undefined => catalogue().get(id);

export const packagesOf = (carrier: string): DataPackage[] =>
  allPackages().filter((entry) => entry.carrier === carrier);

/** One data package as the carrier gateway delivers it, as the hold will quote it (decision 0073). */
const listedPackage = (entry: Pick<DataPackage, 'id' | 'price'>): number =>
  listedUnit('data', formatProduct({ kind: 'data', package: entry.id }), entry.price);

export const packageView = (entry: DataPackage, locale: Locale): PackageView => ({
  id: entry.id,
  carrier: entry.carrier,
  name: entry.name[locale],
  dataGb: entry.dataGb,
  per: entry.per,
  days: entry.days,
  price: listedPackage(entry),
  demo: entry.demo,
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'astro/zod';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { parse } from 'yaml';
import type { Locale } from '#lib/i18n/locales.ts';
import { localizedText } from '#lib/i18n/localized-text.ts';

/*
 * Which carrier issued a Vietnamese mobile number, from the table in content/data-packages/
 * carriers.yaml (decision 0042). The table is data read at run time, not code: prefixes are
 * reassigned, and an update is an edit and a restart.
 */

const carrierTableSchema = z.object({
  updated: z.string(),
  carriers: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9-]+$/),
        name: localizedText,
        /** Leading digits of the national significant number (after 0 or +84). */
        prefixes: z.array(z.string().regex(/^[1-9]\d{0,3}$/)).min(1),
      }),
    )
    .min(1),
});

export type CarrierTable = z.infer<typeof carrierTableSchema>;
export type Carrier = CarrierTable['carriers'][number];

/** Reads and checks a carrier table; a broken file stops the caller with the field named. */
export function readCarrierTable(file: string): CarrierTable {
  const table = carrierTableSchema.parse(parse(readFileSync(file, 'utf8')));
  const owners = new Map<string, string>();
  for (const carrier of table.carriers)
    for (const prefix of carrier.prefixes) {
      const owner = owners.get(prefix);
      if (owner) throw new Error(`${file}: prefix ${prefix} is listed for both ${owner} and ${carrier.id}`);
      owners.set(prefix, carrier.id);
    }
  return table;
}

let table: CarrierTable | undefined;

/** The process's table, read on first use from DATA_CARRIERS_FILE (default content/data-packages/carriers.yaml). */
export function carrierTable(): CarrierTable {
  table ??= readCarrierTable(path.resolve(process.env.DATA_CARRIERS_FILE || 'content/data-packages/carriers.yaml'));
  return table;
}

export const carrierName = (carrier: Carrier, locale: Locale) => carrier.name[locale];

/** Why a typed number cannot be topped up, as `data:field.<reason>` words it. */
export type NumberProblem =
  'phoneEmpty' | 'phoneLength' | 'phoneForeign' | 'phoneLandline' | 'phoneInvalid' | 'phoneCarrier';

export type Recognition =
  { ok: true; phone: string; display: string; carrier: Carrier } | { ok: false; problem: NumberProblem };

/** Vietnamese mobile numbers have 9 digits after the trunk 0 or +84 (since the 2018 renumbering). */
const MOBILE_DIGITS = 9;

/**
 * Reads a typed number as a Vietnamese mobile number and names its carrier, or says precisely what
 * is wrong: empty, too short or long, a foreign number, a landline, not a number in use, or a
 * prefix no carrier in the table holds.
 */
export function recogniseNumber(input: string, carriers: CarrierTable = carrierTable()): Recognition {
  const typed = input.trim();
  if (!/\d/.test(typed)) return { ok: false, problem: 'phoneEmpty' };
  const parsed = parsePhoneNumberFromString(typed, 'VN');
  if (!parsed) return { ok: false, problem: /^\+/.test(typed) ? 'phoneForeign' : 'phoneLength' };
  if (parsed.countryCallingCode !== '84') return { ok: false, problem: 'phoneForeign' };
  const national = parsed.nationalNumber;
  // Landlines are 02x area codes (10 digits after the 0); they cannot receive data packages.
  if (national.startsWith('2') || parsed.getType() === 'FIXED_LINE') return { ok: false, problem: 'phoneLandline' };
  if (national.length !== MOBILE_DIGITS) return { ok: false, problem: 'phoneLength' };
  const carrier = carriers.carriers.find((candidate) =>
    candidate.prefixes.some((prefix) => national.startsWith(prefix)),
  );
  if (!parsed.isValid()) return { ok: false, problem: carrier ? 'phoneInvalid' : 'phoneCarrier' };
  if (!carrier) return { ok: false, problem: 'phoneCarrier' };
  return {
    ok: true,
    phone: parsed.number,
    display: `0${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
    carrier,
  };
}

/** A number as the history shows it: the first four and last three digits (0986 *** 456). */
export function maskNumber(e164: string): string {
  const national = e164.startsWith('+84') ? `0${e164.slice(3)}` : e164;
  return `${national.slice(0, 4)} *** ${national.slice(-3)}`;
}

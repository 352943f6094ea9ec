import { z } from 'astro/zod';
import devicesFile from '../../../../content/booking/esim-devices.json' with { type: 'json' };
import pickupFile from '../../../../content/booking/sim-pickup.json' with { type: 'json' };
import simsFile from '../../../../content/booking/sims.json' with { type: 'json' };
import { SIM_CARRIERS, SIM_TYPES } from '#features/booking/contract.ts';
import { airportByCode } from '#features/booking/server/catalogue.ts';
import { formatProduct } from '#features/booking/product-id.ts';
import { localizedText } from '#lib/i18n/localized-text.ts';

/*
 * The built-in supplier's demo SIM catalogue (decision 0040): SIMs and eSIMs of Vietnam's three
 * large carriers, where a physical SIM is picked up, and which phones take an eSIM. Parsed once
 * with zod like the rest of the demo catalogue, so a broken entry stops the server at start.
 */

const simSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  demo: z.literal(true),
  carrier: z.enum(SIM_CARRIERS),
  type: z.enum(SIM_TYPES),
  /** Days of validity from activation. */
  days: z.number().int().min(1),
  /** Data: so many GB a day (then slowed down), or so many GB in total over the validity. */
  data: z.union([z.object({ perDayGb: z.number().positive() }), z.object({ totalGb: z.number().positive() })]),
  /** Domestic call minutes and texts included (0: a data-only plan without a phone number). */
  callMinutes: z.number().int().min(0),
  sms: z.number().int().min(0),
  /** VND, VAT included, per SIM. */
  price: z.number().int().min(0),
  /** Whether the carrier registers the subscriber's passport (every SIM with a phone number). */
  registration: z.boolean(),
  /** SIMs (or eSIM profiles) on sale per day. */
  dailyStock: z.number().int().min(1),
  name: localizedText,
  description: localizedText,
});

const pickupSchema = z.object({
  airports: z.array(z.object({ code: z.string().length(3), hours: z.string(), counter: localizedText })).min(1),
  /** VND for delivering a physical SIM to a hotel's reception. */
  hotelDeliveryFee: z.number().int().min(0),
  /** Local time by which a delivery reaches the hotel on the chosen day. */
  hotelDeliveryBy: z.string().regex(/^\d\d:\d\d$/),
});

const devicesSchema = z.array(
  z.object({
    brand: z.string(),
    models: z.array(z.string()).min(1),
    /** A known exception for this brand (`sim:device.caveat.<name>`), e.g. mainland-China iPhones. */
    caveat: z.enum(['appleChina', 'samsungRegion', 'chinaMainland']).optional(),
  }),
);

export type SimProduct = z.infer<typeof simSchema>;

export const sims: readonly SimProduct[] = z.array(simSchema).parse(simsFile);
export const simById = new Map(sims.map((sim) => [sim.id, sim]));
export const simPickup = pickupSchema.parse(pickupFile);
export const esimDevices = devicesSchema.parse(devicesFile);

// Every pickup counter is at an airport the flight catalogue knows (its names come from there).
for (const airport of simPickup.airports)
  if (!airportByCode.has(airport.code)) throw new Error(`SIM pickup at unknown airport ${airport.code}`);

/** The product key of a SIM in the inventory and on order lines. */
export const simProduct = (id: string) => formatProduct({ kind: 'sim', sim: id });

import { z } from 'astro/zod';
import { LOCALES } from '../../lib/i18n/locales.ts';

export const SERVICE_ENDPOINT_NAMES = ['APP/WEB', 'SMPPGATEWAY'] as const;

/** The configured constants every client sends (spec section 3; values come from configuration). */
export const API_CHECKSUM = process.env.API_CHECKSUM ?? 'nvtravel-web';
export const API_REQUEST_ID = process.env.API_REQUEST_ID ?? 'nvtravel-web';

/** Every POST body: the spec's envelope around the call's own `data`. */
export const envelopeSchema = z.object({
  langCode: z.enum(LOCALES),
  checksum: z.literal(API_CHECKSUM),
  serviceEndpointName: z.enum(SERVICE_ENDPOINT_NAMES),
  requestId: z.literal(API_REQUEST_ID),
  data: z.unknown(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

import { z } from 'astro/zod';
import { LOCALES } from '#lib/i18n/locales.ts';
import { serverConfig } from '../config.ts';

export const SERVICE_ENDPOINT_NAMES = ['APP/WEB', 'SMPPGATEWAY'] as const;

/** The configured constants every client sends (spec section 3; values come from configuration). */
export const API_CHECKSUM = serverConfig.apiChecksum;
export const API_REQUEST_ID = serverConfig.apiRequestId;

/** Every POST body: the spec's envelope around the call's own `data`. */
export const envelopeSchema = z.object({
  langCode: z.enum(LOCALES),
  checksum: z.literal(API_CHECKSUM),
  serviceEndpointName: z.enum(SERVICE_ENDPOINT_NAMES),
  requestId: z.literal(API_REQUEST_ID),
  data: z.unknown(),
});

export type Envelope = z.infer<typeof envelopeSchema>;

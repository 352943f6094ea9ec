import { z } from 'astro/zod';

/** A slug as content files and the booking catalogue name things: lowercase words joined by hyphens. */
export const slugSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'use lowercase words joined by hyphens' });

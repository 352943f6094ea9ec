import { z } from 'astro/zod';
import { targetInput } from '../../contract.ts';
import { ApiError } from '#server/api/codes.ts';
import { isTargetKind, targetExists } from '../targets.ts';

/** The contract's target, with the kind checked against the kinds this server resolves. */
export const serverTargetInput = {
  ...targetInput,
  kind: targetInput.kind.refine(isTargetKind, { message: 'field.kind' }),
};
export const serverTargetSchema = z.object(serverTargetInput);

/**
 * Refuses a call on a target that does not exist for the caller, before anything is read or stored:
 * one they may not see answers as one that does not exist at all.
 */
export async function requireTarget(kind: string, slug: string, viewerId: string | undefined): Promise<void> {
  if (!(await targetExists(kind, slug, viewerId)))
    throw new ApiError('NOT_FOUND', { fields: [{ path: 'slug', message: 'unknown' }] });
}

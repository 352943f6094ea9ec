import { z } from 'astro/zod';
import { userCalls } from '../../contract.ts';
import { publicUser, updateAccount } from '#server/auth/users.ts';
import { getDatabase } from '#server/db/client.ts';
import { defineRoute, signedIn } from '#server/api/route.ts';
import { colorModeField, emailField, fullnameField, languageField } from './fields.ts';

export const getInfo = defineRoute({
  ...userCalls.getInfo,
  summary: 'The signed-in user’s profile (in data.user)',
  auth: 'user',
  handle: async (context) => ({ user: await publicUser(await getDatabase(), signedIn(context).user) }),
});

export const update = defineRoute({
  ...userCalls.update,
  summary: 'Change the profile and preferences; only the fields sent change',
  auth: 'user',
  input: z
    .object({
      fullname: fullnameField,
      email: emailField.nullable(),
      language: languageField,
      colorMode: colorModeField,
      alwaysTranslate: z.boolean(),
    })
    .partial(),
  handle: async (context) => {
    const db = await getDatabase();
    const changes = Object.fromEntries(Object.entries(context.input).filter(([, value]) => value !== undefined));
    return updateAccount(db, signedIn(context).user.id, changes, 'data.email');
  },
});

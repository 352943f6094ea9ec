import { fileStorage } from '#server/services/storage/index.ts';

/** What readers see of a comment's or review's author: never a phone number or e-mail. */
export interface Author {
  id: string;
  fullname: string;
  avatarUrl: string | null;
}

export const authorOf = (user: { id: string; fullname: string; avatarKey: string | null }): Author => ({
  id: user.id,
  fullname: user.fullname,
  avatarUrl: user.avatarKey ? fileStorage().publicUrl(user.avatarKey) : null,
});

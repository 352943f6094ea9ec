/** Removes diacritics; Vietnamese đ/Đ has no combining form, so NFD alone would leave it. */
export const stripAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}+/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D');

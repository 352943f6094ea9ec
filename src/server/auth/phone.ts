import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A phone number in E.164, or undefined when it is not a number that can receive SMS. National
 * numbers are read as Vietnamese (0912 345 678); visitors from abroad type theirs with +country.
 */
export function normalizePhone(input: string): string | undefined {
  const parsed = parsePhoneNumberFromString(input.trim(), 'VN');
  if (!parsed?.isValid()) return undefined;
  const type = parsed.getType();
  if (type && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return parsed.number;
}

/** Whether a login name is an e-mail address rather than a phone number. */
export const looksLikeEmail = (username: string): boolean => username.includes('@');

import { normalizePhone, PHONE_MASK_MIN_LENGTH } from '@mijozlar/shared';

/** Uzbek numbers: +998 and 9 national digits, shown as "+998 (90) 123-45-67". */
export const PHONE_PREFIX = '+998';
const NATIONAL_DIGITS = 9;
export const PHONE_PLACEHOLDER = '+998 (90) 123-45-67';

/** The country code typed or pasted in front of the national number ("+998 91…", "998 91…"). */
const COUNTRY_CODE = '998';
/** The old domestic trunk prefix ("8 90 123 45 67"). */
const TRUNK_PREFIX = '8';

/**
 * How many leading digits of `digits` (the digits after the shown +998 prefix, or of a raw text
 * without it) are a country code or trunk prefix rather than part of the national number. Only a
 * number longer than 9 digits has one, so a national number that itself starts with 998 or 8
 * ("99 812-34-56", "88 123-45-67") is kept. Typed key by key, "998912345678" first shows as
 * "+998 (99) 891-23-45" and becomes "+998 (91) 234-56-78" at the 10th digit.
 */
function prefixLength(digits: string): number {
  if (digits.length > NATIONAL_DIGITS && digits.startsWith(COUNTRY_CODE)) return COUNTRY_CODE.length;
  if (digits.length === NATIONAL_DIGITS + 1 && digits.startsWith(TRUNK_PREFIX)) return TRUNK_PREFIX.length;
  return 0;
}

/** The digits of `text` after the +998 the masked field shows (all of them when it does not start with it). */
function digitsAfterShownPrefix(text: string): { digits: string; shownPrefix: boolean } {
  const shownPrefix = text.trimStart().startsWith(PHONE_PREFIX);
  const digits = text.replace(/\D/g, '');
  return { digits: shownPrefix ? digits.slice(COUNTRY_CODE.length) : digits, shownPrefix };
}

/**
 * The national digits (at most 9) of whatever the user typed or pasted: the masked text, "+998 91
 * 234 56 78", "998912345678", "8 91 234 56 78" or "91 234 56 78", typed key by key or pasted. A
 * country code (998) or trunk prefix (8) in front of the 9 national digits is dropped, also when it
 * was typed into the field after the +998 the mask already shows.
 */
export function nationalDigits(text: string | null | undefined): string {
  const { digits } = digitsAfterShownPrefix(String(text ?? ''));
  return digits.slice(prefixLength(digits)).slice(0, NATIONAL_DIGITS);
}

/** Masks national digits progressively: "9" -> "+998 (9", "901234567" -> "+998 (90) 123-45-67". */
export function maskNationalDigits(digits: string): string {
  if (!digits) return '';
  let out = `${PHONE_PREFIX} (${digits.slice(0, 2)}`;
  if (digits.length > 2) out += `) ${digits.slice(2, 5)}`;
  if (digits.length > 5) out += `-${digits.slice(5, 7)}`;
  if (digits.length > 7) out += `-${digits.slice(7, 9)}`;
  return out;
}

/** Any input (stored "+998901234567", typed, pasted) -> its masked form. */
export function maskPhone(text: string | null | undefined): string {
  return maskNationalDigits(nationalDigits(text));
}

/** The value a form holds for these digits: "+998XXXXXXXXX" once complete, otherwise the masked text. */
export function phoneValueFromDigits(digits: string): string {
  if (digits.length === NATIONAL_DIGITS) return normalizePhone(digits) ?? maskNationalDigits(digits);
  return maskNationalDigits(digits);
}

/** The value a form submits for a typed text: the normalised "+998XXXXXXXXX" once complete. */
export function parsePhone(text: string | null | undefined): string {
  return phoneValueFromDigits(nationalDigits(text));
}

export interface PhoneEdit {
  /** The form value after the edit. */
  value: string;
  /** The masked text shown after the edit. */
  masked: string;
  /** Where the caret goes in the masked text. */
  caret: number;
}

/**
 * Applies one edit of the masked field. `previous` is the masked text before the edit, `text` and
 * `caret` what the browser reports after it. Deleting a separator ("(", ")", " ", "-") deletes the
 * digit next to it instead, so Backspace never gets stuck on the mask.
 */
export function applyPhoneEdit(previous: string, text: string, caret: number, deleteForward = false): PhoneEdit {
  let digits = nationalDigits(text);
  let before = Math.min(nationalDigitsBefore(text, caret), digits.length);
  const deletedOnlySeparator = text.length < previous.length && digits === nationalDigits(previous);
  if (deletedOnlySeparator) {
    if (deleteForward && before < digits.length) {
      digits = digits.slice(0, before) + digits.slice(before + 1);
    } else if (!deleteForward && before > 0) {
      digits = digits.slice(0, before - 1) + digits.slice(before);
      before -= 1;
    }
  }
  const masked = maskNationalDigits(digits);
  return { value: phoneValueFromDigits(digits), masked, caret: caretAfterDigits(masked, before) };
}

/** True when the masked form has all 19 characters (document 1, section 5: minimum length 19). */
export function isCompletePhone(value: string | null | undefined): boolean {
  return maskPhone(value).length >= PHONE_MASK_MIN_LENGTH;
}

/**
 * Where the caret goes after re-masking: just after the same number of national digits as were
 * before it in the raw text, so editing in the middle does not throw the caret to the end.
 */
export function caretAfterDigits(masked: string, digitCount: number): number {
  if (digitCount <= 0) return masked ? masked.indexOf('(') + 1 : 0;
  let seen = 0;
  // Skip the digits of the +998 prefix.
  const start = masked.startsWith(PHONE_PREFIX) ? PHONE_PREFIX.length : 0;
  for (let index = start; index < masked.length; index += 1) {
    if (/\d/.test(masked[index])) {
      seen += 1;
      if (seen === digitCount) return index + 1;
    }
  }
  return masked.length;
}

/** How many national digits precede position `caret` of a raw (possibly masked) text. */
export function nationalDigitsBefore(text: string, caret: number): number {
  const { digits, shownPrefix } = digitsAfterShownPrefix(text);
  const before = text.slice(0, caret).replace(/\D/g, '').length - (shownPrefix ? COUNTRY_CODE.length : 0);
  return Math.max(0, before - prefixLength(digits));
}

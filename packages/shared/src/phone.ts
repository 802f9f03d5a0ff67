/**
 * Phones are stored as +998901234567 and accepted masked ("+998 (90) 123-45-67") or plain.
 * Returns the normalised form, or null when the input is not an Uzbek mobile or landline number.
 */
export function normalizePhone(input: string): string | null {
  const digits = String(input ?? '').replace(/\D/g, '');
  let full: string;
  if (digits.length === 12 && digits.startsWith('998')) full = digits;
  else if (digits.length === 9) full = `998${digits}`;
  else return null;
  return `+${full}`;
}

/** "+998901234567" -> "+998 (90) 123-45-67" (the admin's mask). */
export function formatPhone(phone: string): string {
  const n = normalizePhone(phone);
  if (!n) return phone;
  const d = n.slice(4);
  return `+998 (${d.slice(0, 2)}) ${d.slice(2, 5)}-${d.slice(5, 7)}-${d.slice(7, 9)}`;
}

/**
 * The id of a record as the API takes it: a whole number above zero, from a number, a digit text
 * ("12", as a form's select or the URL gives it) or a reference object ({id: 12, name}); null for
 * anything else (empty, 0, "abc").
 */
export function toId(value: unknown): number | null {
  if (value && typeof value === 'object') return toId((value as { id?: unknown }).id);
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

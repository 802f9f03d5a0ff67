import { isApiError } from './apiErrors';

/** The API's own message of a failed request (in the user's language), or a translation key. */
export function errorMessage(error: unknown, fallbackKey = 'app.errors.generic'): string {
  if (isApiError(error) && error.apiErrors.length > 0) return error.apiErrors[0].message;
  return fallbackKey;
}

/** The API's field errors in react-hook-form's shape, for a form's onSubmit to return. */
export function submissionErrors(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const fields: Record<string, string> = {};
  for (const item of error.apiErrors) if (item.field && !(item.field in fields)) fields[item.field] = item.message;
  return Object.keys(fields).length > 0 ? fields : undefined;
}

import { isApiError } from '../../providers/apiErrors';

export interface SubmissionOutcome {
  /** Messages to show under the form's own inputs. */
  fieldErrors: Record<string, string> | undefined;
  /** A message (translation key or server text) for the form's alert, if any is left. */
  message: string | null;
}

/**
 * Splits a failed submission between the inputs the form has and an alert for the rest, so that
 * no message the server sent is lost.
 */
export function toSubmissionOutcome(error: unknown, formFields: readonly string[]): SubmissionOutcome {
  if (!isApiError(error)) {
    return { fieldErrors: undefined, message: error instanceof Error && error.message ? error.message : 'app.errors.generic' };
  }
  const fieldErrors: Record<string, string> = {};
  const rest: string[] = [];
  for (const item of error.apiErrors) {
    if (item.field && formFields.includes(item.field)) {
      fieldErrors[item.field] ??= item.message;
    } else {
      rest.push(item.message);
    }
  }
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const message = rest.length > 0 ? rest.join(' ') : hasFieldErrors ? null : error.message;
  return { fieldErrors: hasFieldErrors ? fieldErrors : undefined, message };
}

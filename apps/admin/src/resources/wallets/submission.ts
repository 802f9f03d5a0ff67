import { useCallback, useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { isApiError } from '../../providers/apiErrors';

/** Form errors react-admin's <Form> shows under the fields: what the API said per field. */
export type SubmissionErrors = Record<string, string>;

/**
 * A failed money request: the API's message (already in the user's language) as a toast, and its
 * per-field messages returned for the form.
 */
export function useSubmissionErrors(): (error: unknown) => SubmissionErrors | undefined {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      const message = error instanceof Error && error.message ? error.message : 'app.errors.generic';
      notify(message, { type: 'error' });
      if (!isApiError(error)) return undefined;
      const fields: SubmissionErrors = {};
      for (const item of error.apiErrors) {
        if (item.field && !(item.field in fields)) fields[item.field] = item.message;
      }
      return Object.keys(fields).length > 0 ? fields : undefined;
    },
    [notify],
  );
}

export interface ConfirmState<T> {
  open: boolean;
  values: T | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Submit through a confirmation: the form's onSubmit opens the confirmation and stays pending
 * (its save button disabled) until the user cancels or the request ends; the request's field
 * errors come back to the form. `send` throws on failure.
 */
export function useConfirmedSubmit<T>(send: (values: T) => Promise<void>): {
  onSubmit: (values: T) => Promise<SubmissionErrors | undefined>;
  confirm: ConfirmState<T>;
} {
  const toErrors = useSubmissionErrors();
  const [values, setValues] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const resolver = useRef<((errors: SubmissionErrors | undefined) => void) | null>(null);

  const finish = (errors: SubmissionErrors | undefined) => {
    resolver.current?.(errors);
    resolver.current = null;
    setValues(null);
    setLoading(false);
  };

  const onSubmit = useCallback(
    (submitted: T) =>
      new Promise<SubmissionErrors | undefined>((resolve) => {
        resolver.current = resolve;
        setValues(submitted);
      }),
    [],
  );

  const onConfirm = () => {
    if (values === null || loading) return;
    setLoading(true);
    send(values).then(
      () => finish(undefined),
      (error: unknown) => finish(toErrors(error)),
    );
  };

  return { onSubmit, confirm: { open: values !== null, values, loading, onConfirm, onCancel: () => finish(undefined) } };
}

/** A typed submit handler as react-admin's <Form onSubmit> takes it (values arrive as the form's record). */
export function asFormSubmit<T>(handler: (values: T) => Promise<SubmissionErrors | undefined>) {
  return handler as unknown as (values: Record<string, unknown>) => Promise<SubmissionErrors | undefined>;
}

import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify } from 'react-admin';
import { errorMessage } from '../providers/errorText';

/**
 * A form input holding an uploaded image `{id, url}` (or null): a hidden file input to `pick` from,
 * the upload while `busy`, the API's refusal (or `failedKey`) as a toast, `remove` to clear it.
 */
export function useImageInput<T extends { url: string }>(source: string, upload: (file: File) => Promise<T>, failedKey: string) {
  const notify = useNotify();
  const { field } = useInput({ source });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const value = field.value as T | number | null | undefined;
  const url = value && typeof value === 'object' ? value.url : undefined;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      field.onChange(await upload(file));
    } catch (error) {
      notify(errorMessage(error, failedKey), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return {
    inputRef,
    busy,
    value,
    url,
    onFile: (event: ChangeEvent<HTMLInputElement>) => void onFile(event),
    pick: () => inputRef.current?.click(),
    remove: () => field.onChange(null),
  };
}

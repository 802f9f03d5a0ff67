/**
 * Whether a money request is being sent again with its Idempotency-Key (httpClient's onResend):
 * the screen then says it is checking whether the operation went through, instead of an error.
 */
let resending = 0;
const listeners = new Set<() => void>();

export const resendState = {
  set(value: boolean): void {
    resending = Math.max(0, resending + (value ? 1 : -1));
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): boolean => resending > 0,
};

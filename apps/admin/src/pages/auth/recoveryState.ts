/**
 * What the password-recovery steps hand to each other (phone -> code -> new password). Kept in
 * sessionStorage so a reload on a step keeps it, and dropped when the tab closes or recovery ends.
 */
const STORAGE_KEY = 'mijozlar.recovery';

export interface RecoveryState {
  phone_number?: string;
  verification_key?: string;
}

export function readRecoveryState(): RecoveryState {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as unknown) : null;
    return parsed && typeof parsed === 'object' ? (parsed as RecoveryState) : {};
  } catch {
    return {};
  }
}

export function writeRecoveryState(next: RecoveryState): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the steps still work within this page's life.
  }
}

export function clearRecoveryState(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

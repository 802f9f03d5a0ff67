import { useCallback, useEffect, useState } from 'react';

/** "mm:ss" (document 2, section 9). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

export interface Countdown {
  remaining: number;
  isRunning: boolean;
  restart(): void;
}

/** The verification timer's default length (document 1, "Verification timer"); password recovery passes its own 180 s. */
export const DEFAULT_COUNTDOWN_SECONDS = 240;

/**
 * Counts down once per second from `seconds` (240 unless told) and stops at zero. The remaining time comes from an
 * end instant, so a throttled background tab still shows the right value when it wakes up.
 */
export function useCountdown(seconds: number = DEFAULT_COUNTDOWN_SECONDS): Countdown {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    const tick = () => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      return left;
    };
    if (tick() === 0) return;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    setRemaining(seconds);
    setEndsAt(Date.now() + seconds * 1000);
  }, [seconds]);

  return { remaining, isRunning: remaining > 0, restart };
}

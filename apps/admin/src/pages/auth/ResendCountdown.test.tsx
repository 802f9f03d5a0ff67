import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_CODE_TTL_SECONDS } from '@mijozlar/shared';
import { renderWithAdmin } from '../../test/helpers';
import { ResendCountdown } from './ResendCountdown';
import { DEFAULT_COUNTDOWN_SECONDS, formatCountdown, useCountdown } from './useCountdown';

function Harness({ onResend, seconds = RECOVERY_CODE_TTL_SECONDS }: { onResend: () => void; seconds?: number }) {
  const countdown = useCountdown(seconds);
  return (
    <ResendCountdown
      countdown={countdown}
      onResend={() => {
        onResend();
        countdown.restart();
      }}
    />
  );
}

describe('formatCountdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(180)).toBe('03:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-5)).toBe('00:00');
  });
});

describe('recovery code countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts 180 seconds down once per second, stops at zero, then offers to resend', () => {
    const onResend = vi.fn();
    renderWithAdmin(<Harness onResend={onResend} />);

    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('02:59');
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:59');
    expect(screen.queryByRole('button', { name: 'Kodni qayta yuborish' })).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(119_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Kodni qayta yuborish' });

    // Stopped: more time changes nothing.
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    fireEvent.click(resend);
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('03:00');
  });
});

describe('the verification timer without a length', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function DefaultHarness({ onResend }: { onResend: () => void }) {
    const countdown = useCountdown();
    return (
      <ResendCountdown
        countdown={countdown}
        onResend={() => {
          onResend();
          countdown.restart();
        }}
      />
    );
  }

  it('counts down from 240 seconds (document 1), one per second, to zero; recovery keeps its 180', () => {
    expect(DEFAULT_COUNTDOWN_SECONDS).toBe(240);
    const onResend = vi.fn();
    renderWithAdmin(<DefaultHarness onResend={onResend} />);
    expect(screen.getByRole('timer')).toHaveTextContent('04:00');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('03:59');
    act(() => vi.advanceTimersByTime(238_000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kodni qayta yuborish' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('timer')).toHaveTextContent('04:00');
    expect(RECOVERY_CODE_TTL_SECONDS).toBe(180);
  });
});

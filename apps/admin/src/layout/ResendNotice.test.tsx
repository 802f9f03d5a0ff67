import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resendState } from '../providers/resendState';
import { renderWithAdmin } from '../test/helpers';
import { ResendNotice } from './AppNotification';

describe('ResendNotice', () => {
  it('says it is checking whether the operation went through while a money request is resent, then goes', async () => {
    renderWithAdmin(<ResendNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => resendState.set(true));
    expect((await screen.findByRole('status')).textContent).toContain('Amal bajarilganmi, tekshirilmoqda');
    act(() => resendState.set(true)); // a second form resending at the same time
    act(() => resendState.set(false));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => resendState.set(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

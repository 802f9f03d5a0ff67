import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../providers/apiErrors';
import { INVALID_CREDENTIALS_MESSAGE } from '../../providers/authProvider';
import { fakeAuthProvider, renderWithAdmin } from '../../test/helpers';
import { minThreeTrimmed, requiredTrimmed } from './validators';
import { SignInPage } from './SignInPage';

describe('sign in', () => {
  it('shows "user not found or password incorrect" in the current language on a 401', async () => {
    const login = vi.fn(() =>
      Promise.reject(new ApiError(INVALID_CREDENTIALS_MESSAGE, 401, null, { apiErrors: [], refreshAttempted: false, redirected: false })),
    );
    renderWithAdmin(<SignInPage />, { authProvider: { ...fakeAuthProvider([]), login }, locale: 'ru' });

    await userEvent.type(await screen.findByLabelText(/Номер телефона/), '901234567');
    await userEvent.type(screen.getByLabelText(/Пароль/), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Пользователь не найден или неверный пароль');
    expect(login).toHaveBeenCalledWith({ phone_number: '+998901234567', password: 'wrong-pass' });
  });

  it('requires both fields before calling the API', async () => {
    const login = vi.fn(() => Promise.resolve());
    renderWithAdmin(<SignInPage />, { authProvider: { ...fakeAuthProvider([]), login } });
    await userEvent.click(await screen.findByRole('button', { name: 'Kirish' }));
    await waitFor(() => expect(screen.getAllByText('Ushbu maydonni toʻldiring')).toHaveLength(2));
    expect(login).not.toHaveBeenCalled();
  });
});

describe('lock form phone rules', () => {
  it('is required after trimming, then at least 3 characters', () => {
    expect(requiredTrimmed('   ', {}, {} as never)).toBe('app.validation.value_required');
    expect(requiredTrimmed(undefined, {}, {} as never)).toBe('app.validation.value_required');
    expect(minThreeTrimmed(' 12 ', {}, {} as never)).toBe('app.validation.min_three');
    expect(minThreeTrimmed('123', {}, {} as never)).toBeUndefined();
  });
});

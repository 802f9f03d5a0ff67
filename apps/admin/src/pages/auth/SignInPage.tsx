import LoginIcon from '@mui/icons-material/LoginOutlined';
import { Link as MuiLink, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Form, PasswordInput, useAuthProvider, useTranslate } from 'react-admin';
import { PhoneInput } from '../../components/PhoneInput';
import { loadAppLayout } from '../../layout/loadAppLayout';
import { returnPathAfterSignIn } from '../../routes/signInRedirect';
import { AuthCard } from './AuthCard';
import { toSubmissionOutcome } from './submissionErrors';
import { SubmitButton } from './SubmitButton';
import { validateSignInPassword, validateSignInPhone } from './validators';

export const SIGN_IN_FIELDS = ['phone_number', 'password'] as const;

interface SignInValues {
  phone_number: string;
  password: string;
}

/** /auth and /auth/sign-in (authSignIn): phone and password. */
export function SignInPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (values: Partial<SignInValues>) => {
    setError(null);
    setLoading(true);
    // The shell's chunk downloads while the password is checked (a failed sign-in just caches it).
    void loadAppLayout().catch(() => undefined);
    try {
      if (!authProvider) throw new Error('app.errors.generic');
      await authProvider.login({ phone_number: values.phone_number ?? '', password: values.password ?? '' });
      // The "signed out" answers cached while on this page must not outlive the new session.
      await queryClient.resetQueries({ queryKey: ['auth'] });
      navigate(returnPathAfterSignIn(location.search, location.state), { replace: true });
      return undefined;
    } catch (failure) {
      const outcome = toSubmissionOutcome(failure, SIGN_IN_FIELDS);
      setError(outcome.message);
      setLoading(false);
      return outcome.fieldErrors;
    }
  };

  return (
    <AuthCard
      icon={<LoginIcon />}
      title="app.auth.sign_in_title"
      subtitle="app.auth.sign_in_subtitle"
      error={error}
    >
      <Form onSubmit={submit} disableInvalidFormNotification noValidate>
        <Stack spacing={1}>
          <PhoneInput source="phone_number" label="app.auth.phone" validate={validateSignInPhone} autoFocus />
          <PasswordInput
            source="password"
            label="app.auth.password"
            validate={validateSignInPassword}
            autoComplete="current-password"
            fullWidth
          />
          <Stack direction="row" justifyContent="flex-end">
            <MuiLink component={Link} to="/auth/reminder" variant="body2" underline="hover">
              {translate('app.auth.forgot_password')}
            </MuiLink>
          </Stack>
          <SubmitButton label="app.auth.sign_in" loading={loading} />
        </Stack>
      </Form>
    </AuthCard>
  );
}
SignInPage.path = '/auth/sign-in';

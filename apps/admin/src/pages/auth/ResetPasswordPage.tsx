import PasswordIcon from '@mui/icons-material/Password';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Form, PasswordInput, useNotify, useTranslate } from 'react-admin';
import { SIGN_IN_PATH } from '../../config';
import { AuthCard } from './AuthCard';
import { BackToSignIn } from './BackToSignIn';
import { useRecoveryApi } from './recoveryApi';
import { clearRecoveryState, readRecoveryState } from './recoveryState';
import { toSubmissionOutcome } from './submissionErrors';
import { SubmitButton } from './SubmitButton';
import { validateNewPassword, validatePasswordConfirm } from './validators';

const RESET_FIELDS = ['password', 'password_confirm'] as const;

/** /auth/reset-password (resetPassword): the new password twice, then back to sign-in. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useRecoveryApi();
  const [verificationKey] = useState(() => readRecoveryState().verification_key ?? '');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (values: { password?: string; password_confirm?: string }) => {
    setError(null);
    setLoading(true);
    try {
      await api.resetPassword(verificationKey, values.password ?? '', values.password_confirm ?? '');
      clearRecoveryState();
      notify('app.auth.password_changed', { type: 'success' });
      navigate(SIGN_IN_PATH, { replace: true });
      return undefined;
    } catch (failure) {
      const outcome = toSubmissionOutcome(failure, RESET_FIELDS);
      setError(outcome.message);
      setLoading(false);
      return outcome.fieldErrors;
    }
  };

  const backToSignIn = <BackToSignIn />;

  if (!verificationKey) {
    return (
      <AuthCard icon={<PasswordIcon />} title="app.auth.reset_title" subtitle="app.auth.reset_subtitle" footer={backToSignIn}>
        <Alert severity="warning">{translate('app.auth.missing_verification')}</Alert>
        <Button component={Link} to="/auth/reminder" variant="contained" size="large" fullWidth>
          {translate('app.auth.start_over')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={<PasswordIcon />}
      title="app.auth.reset_title"
      subtitle="app.auth.reset_subtitle"
      error={error}
      footer={backToSignIn}
    >
      <Form onSubmit={submit} disableInvalidFormNotification noValidate>
        <Stack spacing={1}>
          <PasswordInput
            source="password"
            label="app.auth.new_password"
            validate={validateNewPassword}
            autoComplete="new-password"
            autoFocus
            fullWidth
          />
          <PasswordInput
            source="password_confirm"
            label="app.auth.confirm_password"
            validate={validatePasswordConfirm}
            autoComplete="new-password"
            fullWidth
          />
          <SubmitButton label="app.auth.save_password" loading={loading} />
        </Stack>
      </Form>
    </AuthCard>
  );
}
ResetPasswordPage.path = '/auth/reset-password';

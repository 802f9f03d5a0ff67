import SmsOutlinedIcon from '@mui/icons-material/SmsOutlined';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form, TextInput, useNotify } from 'react-admin';
import { RECOVERY_CODE_TTL_SECONDS } from '@mijozlar/shared';
import { PhoneInput } from '../../components/PhoneInput';
import { AuthCard } from './AuthCard';
import { BackToSignIn } from './BackToSignIn';
import { ResendCountdown } from './ResendCountdown';
import { useRecoveryApi } from './recoveryApi';
import { readRecoveryState, writeRecoveryState } from './recoveryState';
import { toSubmissionOutcome } from './submissionErrors';
import { SubmitButton } from './SubmitButton';
import { useCountdown } from './useCountdown';
import { validateCode, validateLockPhone } from './validators';

const LOCK_FIELDS = ['phone_number', 'code'] as const;

/** Keeps digits only, at most six. */
const parseCode = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** /auth/lock (authLock): the SMS code, with a 180-second countdown before a new code may be sent. */
export function LockPage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useRecoveryApi();
  const countdown = useCountdown(RECOVERY_CODE_TTL_SECONDS);
  const [phone, setPhone] = useState(() => readRecoveryState().phone_number ?? '');
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);

  const submit = async (values: { phone_number?: string; code?: string }) => {
    const phoneNumber = (values.phone_number ?? '').trim();
    setError(null);
    setLoading(true);
    try {
      const { verification_key } = await api.verifyCode(phoneNumber, values.code ?? '');
      writeRecoveryState({ phone_number: phoneNumber, verification_key });
      navigate('/auth/reset-password');
      return undefined;
    } catch (failure) {
      const outcome = toSubmissionOutcome(failure, LOCK_FIELDS);
      setError(outcome.message);
      setLoading(false);
      return outcome.fieldErrors;
    }
  };

  const resend = async () => {
    setError(null);
    setResending(true);
    try {
      await api.verifyPhone(phone);
      countdown.restart();
      notify('app.auth.code_sent', { type: 'success' });
    } catch (failure) {
      setError(toSubmissionOutcome(failure, []).message);
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      icon={<SmsOutlinedIcon />}
      title="app.auth.lock_title"
      subtitle="app.auth.lock_subtitle"
      error={error}
      footer={<BackToSignIn />}
    >
      <Form
        onSubmit={submit}
        defaultValues={{ phone_number: phone, code: '' }}
        disableInvalidFormNotification
        noValidate
      >
        <Stack spacing={1}>
          <PhoneInput
            source="phone_number"
            label="app.auth.phone"
            validate={validateLockPhone}
            onChange={(event: unknown) => {
              const value = typeof event === 'string' ? event : '';
              if (value) setPhone(value);
            }}
          />
          <TextInput
            source="code"
            label="app.auth.code"
            validate={validateCode}
            parse={parseCode}
            autoFocus
            autoComplete="one-time-code"
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: 6,
                style: { letterSpacing: '0.6em', fontSize: 22, fontWeight: 700, textAlign: 'center' },
              },
            }}
          />
          <ResendCountdown countdown={countdown} onResend={resend} resending={resending} />
          <SubmitButton label="app.auth.verify" loading={loading} />
        </Stack>
      </Form>
    </AuthCard>
  );
}
LockPage.path = '/auth/lock';

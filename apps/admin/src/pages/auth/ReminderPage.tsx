import LockResetIcon from '@mui/icons-material/LockReset';
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Form } from 'react-admin';
import { PhoneInput } from '../../components/PhoneInput';
import { AuthCard } from './AuthCard';
import { BackToSignIn } from './BackToSignIn';
import { useRecoveryApi } from './recoveryApi';
import { readRecoveryState, writeRecoveryState } from './recoveryState';
import { toSubmissionOutcome } from './submissionErrors';
import { SubmitButton } from './SubmitButton';
import { validateSignInPhone } from './validators';

/** /auth/reminder (authReminder): the phone to send the recovery code to. */
export function ReminderPage() {
  const navigate = useNavigate();
  const api = useRecoveryApi();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const submit = async (values: { phone_number?: string }) => {
    const phone = values.phone_number ?? '';
    setError(null);
    setLoading(true);
    try {
      await api.verifyPhone(phone);
      writeRecoveryState({ phone_number: phone });
      navigate('/auth/lock');
      return undefined;
    } catch (failure) {
      const outcome = toSubmissionOutcome(failure, ['phone_number']);
      setError(outcome.message);
      setLoading(false);
      return outcome.fieldErrors;
    }
  };

  return (
    <AuthCard
      icon={<LockResetIcon />}
      title="app.auth.reminder_title"
      subtitle="app.auth.reminder_subtitle"
      error={error}
      footer={<BackToSignIn />}
    >
      <Form
        onSubmit={submit}
        defaultValues={{ phone_number: readRecoveryState().phone_number ?? '' }}
        disableInvalidFormNotification
        noValidate
      >
        <Stack spacing={1}>
          <PhoneInput source="phone_number" label="app.auth.phone" validate={validateSignInPhone} autoFocus />
          <SubmitButton label="app.auth.send_code" loading={loading} />
        </Stack>
      </Form>
    </AuthCard>
  );
}
ReminderPage.path = '/auth/reminder';

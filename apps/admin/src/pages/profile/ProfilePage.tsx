import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { Box, Card, CardContent, Chip, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, TextInput, Title, maxLength, minLength, required, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mijozlar/shared';
import { AvatarInput } from '../../components/AvatarInput';
import { formatPhoneNumber } from '../../format/format';
import { useRoleLabel } from '../../i18n/roleNames';
import { isApiError } from '../../providers/apiErrors';
import { authProvider, httpClient } from '../../providers';
import type { Profile } from '../../providers/profile';
import { cookieTokenStorage, type TokenPair } from '../../providers/tokenStorage';
import { CardHeading } from '../../components/CardHeading';
import { PasswordField } from '../../components/PasswordField';

const PROFILE_KEY = ['account', 'profile'];

/** The API's field errors for react-hook-form (returned from onSubmit), or undefined for a toast. */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  if (!isApiError(error)) return undefined;
  const out: Record<string, string> = {};
  for (const e of error.apiErrors) if (e.field && !(e.field in out)) out[e.field] = e.message;
  return Object.keys(out).length ? out : undefined;
}

function PhotoField() {
  const fullName = useWatch({ name: 'full_name' }) as string | undefined;
  return <AvatarInput source="profile_image" fullName={fullName ?? ''} />;
}

const validateName = [required('app.validation.required'), maxLength(200)];
const validateNew = [required('app.validation.required'), minLength(PASSWORD_MIN_LENGTH), maxLength(PASSWORD_MAX_LENGTH)];
const validateOld = [required('app.ui.profile.old_password_required')];
const validateConfirm = [
  required('app.validation.required'),
  (value: unknown, values: Record<string, unknown>) => (value === values.new_password ? undefined : 'app.ui.profile.mismatch'),
];

function PersonalCard({ profile }: { profile: Profile }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const submit = async (values: Record<string, unknown>) => {
    const image = values.profile_image as { id: number } | null | undefined;
    try {
      await httpClient.request<Profile>('account/user/profile', {
        method: 'PUT',
        body: { full_name: String(values.full_name ?? '').trim(), profile_image: image && typeof image === 'object' ? image.id : null },
      });
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
      return undefined;
    }
    // The header's name and avatar come from the cached profile.
    authProvider.invalidateProfile();
    await queryClient.invalidateQueries();
    notify('app.ui.profile.saved', { type: 'success' });
    return undefined;
  };
  return (
    <Card>
      <CardContent>
        <CardHeading icon={<PersonOutlineIcon color="primary" />} title="app.ui.profile.personal" />
        <Form record={{ full_name: profile.full_name, profile_image: profile.profile_image }} onSubmit={submit} noValidate>
          <PhotoField />
          <TextInput source="full_name" label="app.ui.profile.full_name" validate={validateName} fullWidth autoComplete="name" />
          <SaveButton />
        </Form>
      </CardContent>
    </Card>
  );
}

function PasswordCard() {
  const translate = useTranslate();
  const notify = useNotify();
  const [formKey, setFormKey] = useState(0);
  const submit = async (values: Record<string, unknown>) => {
    try {
      const pair = await httpClient.request<TokenPair>('account/user/change-password', {
        method: 'POST',
        body: { old_password: values.old_password, new_password: values.new_password },
      });
      // Every other session ended; this one goes on with the new pair.
      cookieTokenStorage.save(pair);
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors) return errors;
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
      return undefined;
    }
    setFormKey((key) => key + 1);
    notify('app.ui.profile.password_changed', { type: 'success' });
    return undefined;
  };
  return (
    <Card>
      <CardContent>
        <CardHeading icon={<LockResetOutlinedIcon color="primary" />} title="app.ui.profile.password" />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.ui.profile.password_sessions')}
        </Typography>
        <Form key={formKey} onSubmit={submit} noValidate>
          <PasswordField source="old_password" label="app.ui.profile.old_password" validate={validateOld} fullWidth autoComplete="current-password" />
          <PasswordField source="new_password" label="app.ui.profile.new_password" validate={validateNew} fullWidth autoComplete="new-password" />
          <PasswordField source="new_password_confirm" label="app.ui.profile.password_confirm" validate={validateConfirm} fullWidth autoComplete="new-password" />
          <SaveButton label="app.ui.profile.change_password" icon={<LockResetOutlinedIcon />} />
        </Form>
      </CardContent>
    </Card>
  );
}

export function ProfilePage() {
  const translate = useTranslate();
  const roleLabel = useRoleLabel();
  const { data: profile, isPending } = useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => httpClient.request<Profile>('account/user/profile', { signal }),
  });
  return (
    <Box sx={{ py: 2, pb: 4, maxWidth: 1100 }}>
      <Title title={translate('app.ui.profile.title')} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 0.5 }}>
        {translate('app.ui.profile.title')}
      </Typography>
      {profile ? (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
          <Typography color="text.secondary">{formatPhoneNumber(profile.phone_number)}</Typography>
          <Chip size="small" label={roleLabel(profile.role?.name ?? '')} />
        </Stack>
      ) : null}
      {isPending || !profile ? (
        <Skeleton variant="rounded" height={280} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <PersonalCard profile={profile} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PasswordCard />
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

export default ProfilePage;

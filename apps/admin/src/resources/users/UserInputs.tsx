import { Grid } from '@mui/material';
import { BooleanInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AvatarInput } from '../../components/AvatarInput';
import { DateTextInput } from '../../components/DateTextInput';
import { FormSection } from '../../components/FormSection';
import { PhoneInput } from '../../components/PhoneInput';
import { RoleSelectInput } from '../roles/RoleSelectInput';
import {
  validateFullName,
  validatePasswordOnCreate,
  validatePasswordOnEdit,
  validatePhoneRequired,
  validateRole,
} from './validation';
import { PasswordField } from '../../components/PasswordField';

function PhotoInput() {
  const fullName = useWatch({ name: 'full_name' }) as string | undefined;
  return <AvatarInput source="profile_image" fullName={fullName ?? ''} />;
}

export interface UserInputsProps {
  isEdit: boolean;
}

/** The inputs shared by user create and edit. */
export function UserInputs({ isEdit }: UserInputsProps) {
  return (
    <Grid container spacing={{ xs: 2, md: 4 }} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <FormSection title="resources.users.sections.account" help="resources.users.sections.account_help">
          <PhoneInput source="phone_number" validate={validatePhoneRequired} />
          <TextInput source="full_name" validate={validateFullName} autoComplete="off" />
          <PasswordField
            source="password"
            validate={isEdit ? validatePasswordOnEdit : validatePasswordOnCreate}
            helperText={isEdit ? 'resources.users.helpers.password_edit' : 'resources.users.helpers.password_create'}
            autoComplete="new-password"
          />
          <RoleSelectInput source="role" validate={validateRole} />
          <BooleanInput source="is_active" />
        </FormSection>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <FormSection title="resources.users.sections.personal" help="resources.users.sections.personal_help">
          <DateTextInput source="date_of_birth" />
          <DateTextInput source="date_joined" />
          <PhotoInput />
        </FormSection>
      </Grid>
    </Grid>
  );
}

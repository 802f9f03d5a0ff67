import { Grid } from '@mui/material';
import { TextInput, maxLength, regex, type Validator } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { FormSection } from '../../components/FormSection';
import { todayInTashkent } from '../../format/format';

/** A day after today (Tashkent) is refused: a birth or issue date cannot be in the future. */
export const notFuture: Validator = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && value > todayInTashkent() ? 'resources.clients.validation.not_future' : undefined;

/** The API's rules (DOCS-CONTRACT "Client"): PINFL 14 digits, series 1–10 Latin letters, number 1–20 digits or letters. */
export const validatePinfl = [regex(/^\d{14}$/, 'resources.clients.validation.pinfl')];
export const validateSeries = [regex(/^[A-Za-z]{1,10}$/, 'resources.clients.validation.passport_series')];
export const validatePassportNumber = [regex(/^[A-Za-z0-9]{1,20}$/, 'resources.clients.validation.passport_number')];
const validateText = [maxLength(200)];
const validatePast = [notFuture];

/** The series is typed in capitals, as printed in the passport. */
const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** "Hujjat maʼlumotlari": the address, passport, PINFL and birth date printed on contracts; all optional. */
export function ClientDocumentInputs() {
  return (
    <FormSection title="resources.clients.sections.documents" help="resources.clients.sections.documents_help">
      <TextInput source="address" validate={validateText} autoComplete="off" />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 4, sm: 3 }}>
          <TextInput source="passport_series" validate={validateSeries} parse={upper} autoComplete="off" slotProps={{ htmlInput: { maxLength: 10 } }} />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <TextInput source="passport_number" validate={validatePassportNumber} autoComplete="off" slotProps={{ htmlInput: { maxLength: 20 } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <DateTextInput source="passport_issued_date" validate={validatePast} />
        </Grid>
      </Grid>
      <TextInput source="passport_issued_by" validate={validateText} autoComplete="off" />
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 7 }}>
          <TextInput source="pinfl" validate={validatePinfl} autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <DateTextInput source="birth_date" validate={validatePast} />
        </Grid>
      </Grid>
    </FormSection>
  );
}

import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Grid, Skeleton, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanySettings } from '@mijozlar/shared';
import { useFormState } from 'react-hook-form';
import { Form, TextInput, Title, maxLength, regex, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FormSection } from '../../components/FormSection';
import '../../i18n/documentsTexts';
import { isApiError } from '../../providers/apiErrors';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { COMPANY_API } from './paths';

/** The contract's rules (DOCS-CONTRACT "Company"): all optional; INN 9 digits, MFO 5, accounts 20. */
export const validateInn = [regex(/^\d{9}$/, 'resources.documents.company.validation.inn')];
export const validateMfo = [regex(/^\d{5}$/, 'resources.documents.company.validation.mfo')];
export const validateAccount = [regex(/^\d{20}$/, 'resources.documents.company.validation.account')];
const validateText = [maxLength(300)];

const FIELDS = ['name', 'inn', 'address', 'phone', 'bank_name', 'bank_account', 'mfo', 'director', 'escrow_bank', 'escrow_account'] as const;

/** The form's values -> the PUT body: every field, trimmed, empty as ''. */
export function toCompanyPayload(values: Partial<Record<keyof CompanySettings, unknown>>): CompanySettings {
  return Object.fromEntries(FIELDS.map((field) => [field, typeof values[field] === 'string' ? (values[field] as string).trim() : ''])) as unknown as CompanySettings;
}

const digits = { inputMode: 'numeric' as const };

function SaveBar() {
  const translate = useTranslate();
  const { isSubmitting, isDirty } = useFormState();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
      <Button type="submit" variant="contained" disabled={isSubmitting || !isDirty} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : <SaveOutlinedIcon />}>
        {translate('ra.action.save')}
      </Button>
    </Box>
  );
}

/** /settings/company (SETTINGS_WRITE): the company's details printed on contracts, receipts and the other documents. */
export function CompanySettingsEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['settings', 'company'],
    queryFn: ({ signal }) => dataProvider.request<CompanySettings>(COMPANY_API, { signal }),
  });

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.request<CompanySettings>(COMPANY_API, { method: 'PUT', body: toCompanyPayload(values), openErrorPage: false });
      queryClient.setQueryData(['settings', 'company'], saved);
      notify('resources.documents.company.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      // The API's field errors go under their inputs; anything else is a toast.
      const fields = isApiError(error) ? error.apiErrors.filter((item) => item.field) : [];
      if (fields.length === 0) {
        notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
        return undefined;
      }
      return Object.fromEntries(fields.map((item) => [item.field as string, item.message]));
    }
  };

  return (
    <Box sx={{ pb: 4, maxWidth: 1100 }}>
      <Title title="app.settings.company" />
      <Box sx={{ py: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.documents.company.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.documents.company.subtitle')}
        </Typography>
      </Box>
      {isError ? <Alert severity="warning">{translate('resources.documents.company.load_failed')}</Alert> : null}
      <Card variant="outlined">
        <CardContent>
          {isPending ? (
            <Skeleton variant="rounded" height={360} />
          ) : data ? (
            <Form defaultValues={data} record={data} onSubmit={save} noValidate resource="documents" key={JSON.stringify(data)}>
              <Grid container spacing={{ xs: 2, md: 3 }}>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormSection title="resources.documents.company.sections.main">
                    <TextInput source="name" label="resources.documents.company.fields.name" validate={validateText} autoComplete="organization" />
                    <TextInput source="inn" label="resources.documents.company.fields.inn" validate={validateInn} slotProps={{ htmlInput: { ...digits, maxLength: 9 } }} />
                    <TextInput source="address" label="resources.documents.company.fields.address" validate={validateText} multiline minRows={2} />
                    <TextInput source="phone" label="resources.documents.company.fields.phone" validate={validateText} autoComplete="tel" />
                    <TextInput source="director" label="resources.documents.company.fields.director" validate={validateText} />
                  </FormSection>
                </Grid>
                <Grid size={{ xs: 12, md: 6 }}>
                  <FormSection title="resources.documents.company.sections.bank">
                    <TextInput source="bank_name" label="resources.documents.company.fields.bank_name" validate={validateText} />
                    <TextInput source="bank_account" label="resources.documents.company.fields.bank_account" validate={validateAccount} slotProps={{ htmlInput: { ...digits, maxLength: 20 } }} />
                    <TextInput source="mfo" label="resources.documents.company.fields.mfo" validate={validateMfo} slotProps={{ htmlInput: { ...digits, maxLength: 5 } }} />
                  </FormSection>
                  <Box sx={{ mt: 2 }}>
                    <FormSection title="resources.documents.company.sections.escrow" help="resources.documents.company.sections.escrow_help">
                      <TextInput source="escrow_bank" label="resources.documents.company.fields.escrow_bank" validate={validateText} />
                      <TextInput
                        source="escrow_account"
                        label="resources.documents.company.fields.escrow_account"
                        validate={validateAccount}
                        slotProps={{ htmlInput: { ...digits, maxLength: 20 } }}
                      />
                    </FormSection>
                  </Box>
                </Grid>
              </Grid>
              <SaveBar />
            </Form>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}

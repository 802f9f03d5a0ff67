import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CollectionSettings } from '@mijozlar/shared';
import { useFormState } from 'react-hook-form';
import { Form, NumberInput, TextInput, Title, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isApiError } from '../../providers/apiErrors';
import type { ApiDataProvider } from '../../providers/dataProvider';
import '../../i18n/collectionSettingsTexts'; // the page's texts come with its chunk

/** The API's formats (apps/api collections.fields.ts): rate 0..10 with up to 4 decimals, cap 0..100 with up to 2. */
const RATE_PATTERN = /^\d{1,2}([.,]\d{1,4})?$/;
const CAP_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;

export const COLLECTION_SETTINGS_API = 'settings/collections';

const decimalText = (value: unknown) => String(value ?? '').trim().replace(',', '.');
export const validateRate = [required(), (value: unknown) => (RATE_PATTERN.test(String(value ?? '').trim()) && Number(decimalText(value)) <= 10 ? undefined : 'resources.collection_settings.rate_range')];
export const validateCap = [required(), (value: unknown) => (CAP_PATTERN.test(String(value ?? '').trim()) && Number(decimalText(value)) <= 100 ? undefined : 'resources.collection_settings.cap_range')];
export const validateGrace = [required(), (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 365 ? undefined : 'resources.collection_settings.grace_range')];

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

/** /settings/collections (SETTINGS_WRITE): the penalty terms a confirmed sale's debt starts with, and the days of grace. */
export function CollectionSettingsEdit() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['settings', 'collections'],
    queryFn: ({ signal }) => dataProvider.request<CollectionSettings>(COLLECTION_SETTINGS_API, { signal }),
  });
  const save = async (values: Record<string, unknown>) => {
    try {
      const body = { penalty_rate: decimalText(values.penalty_rate), penalty_cap_percent: decimalText(values.penalty_cap_percent), grace_days: Number(values.grace_days) };
      const saved = await dataProvider.request<CollectionSettings>(COLLECTION_SETTINGS_API, { method: 'PUT', body, openErrorPage: false });
      queryClient.setQueryData(['settings', 'collections'], saved);
      notify('resources.collection_settings.saved', { type: 'success' });
      return undefined;
    } catch (error) {
      const fields = isApiError(error) ? error.apiErrors.filter((item) => item.field) : [];
      if (fields.length === 0) {
        notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
        return undefined;
      }
      return Object.fromEntries(fields.map((item) => [item.field as string, item.message]));
    }
  };
  return (
    <Box sx={{ pb: 4, maxWidth: 760 }}>
      <Title title={translate('resources.collection_settings.title')} />
      <Box sx={{ py: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {translate('resources.collection_settings.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.collection_settings.subtitle')}
        </Typography>
      </Box>
      {isError ? <Alert severity="warning">{translate('app.errors.generic')}</Alert> : null}
      <Card variant="outlined">
        <CardContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            <Stack spacing={0.5}>
              <span>{translate('resources.collection_settings.explain')}</span>
              <span>{translate('resources.collection_settings.example')}</span>
            </Stack>
          </Alert>
          {isPending ? (
            <Skeleton variant="rounded" height={220} />
          ) : data ? (
            <Form defaultValues={data} record={data} onSubmit={save} noValidate key={JSON.stringify(data)}>
              <TextInput source="penalty_rate" label="resources.collection_settings.fields.penalty_rate" validate={validateRate} helperText="resources.collection_settings.rate_range" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <TextInput source="penalty_cap_percent" label="resources.collection_settings.fields.penalty_cap_percent" validate={validateCap} helperText="resources.collection_settings.cap_range" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              <NumberInput source="grace_days" label="resources.collection_settings.fields.grace_days" validate={validateGrace} helperText="resources.collection_settings.grace_range" min={0} max={365} step={1} />
              <SaveBar />
            </Form>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}

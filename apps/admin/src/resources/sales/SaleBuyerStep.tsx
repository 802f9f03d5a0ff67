import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { RecordContextProvider, useTranslate } from 'react-admin';
import { PersonInput } from '../rooms/PersonInput';

/** Step 2: a client or a lead (not both), or a new client. */
export function SaleBuyerStep({ buyerRecord, onNewClient, error }: { buyerRecord: Record<string, unknown>; onNewClient: () => void; error: string | null }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.sales.create.buyer_hint')}
      </Typography>
      <RecordContextProvider value={buyerRecord}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
          <Box sx={{ flex: 1 }} key={`client-${String(buyerRecord.client ?? '')}`}>
            <PersonInput source="client" nameSource="client_name" path="client/mini-list" label="resources.sales.fields.client" />
          </Box>
          <Button onClick={onNewClient} startIcon={<AddIcon />} sx={{ mt: { sm: 1 }, flex: 'none' }}>
            {translate('resources.sales.create.new_client')}
          </Button>
        </Stack>
        <PersonInput source="lid" nameSource="lid_name" path="lid/mini-list" label="resources.sales.fields.lid" />
      </RecordContextProvider>
      {error ? (
        <Alert severity="error" data-testid="buyer-error">
          {translate(error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** Keeps the summary's buyer name in step with the pickers (their option names live in react-query's cache). */
export function BuyerNameSync({ onChange }: { onChange: (record: Record<string, unknown>) => void }) {
  const client = useWatch({ name: 'client' }) as number | null | undefined;
  const lid = useWatch({ name: 'lid' }) as number | null | undefined;
  const names = useRef<Record<string, string>>({});
  // PersonInput shows the name; we read it back from the rendered inputs' values to avoid a second request.
  useEffect(() => {
    const read = (source: string) =>
      (document.querySelector<HTMLInputElement>(`input[name="${source}"], input[id$="${source}"]`)?.value ?? '').trim();
    const timer = window.setTimeout(() => {
      if (client) names.current.client = read('client') || names.current.client || '';
      if (lid) names.current.lid = read('lid') || names.current.lid || '';
      onChange({
        client: client ?? undefined,
        client_name: client ? names.current.client : undefined,
        lid: lid ?? undefined,
        lid_name: lid ? names.current.lid : undefined,
      });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [client, lid, onChange]);
  return null;
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button as MuiButton, Card, CardContent, Divider, Grid, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { Button, Form, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { SMS_LIST_PATH } from './paths';
import { RecipientPicker } from './RecipientPicker';
import { toSmsPayload, validateSmsForm, type SmsFormValues } from './smsForm';
import { SmsCostSummary } from './SmsCostSummary';
import { SmsTextInput } from './SmsTextInput';
import type { SmsPayload } from './types';

/** The recipient rule's message, once the user tried to send. */
function RecipientsError() {
  const translate = useTranslate();
  const { errors } = useFormState({ name: 'recipients' });
  // react-admin's validation keeps the message key (and its arguments) inside `message`.
  const raw = (errors as Record<string, { message?: unknown } | undefined>).recipients?.message;
  const key = typeof raw === 'string' ? raw : raw && typeof raw === 'object' ? (raw as { message?: string }).message : undefined;
  if (!key) return null;
  return (
    <Alert severity="error" role="alert">
      {translate(key)}
    </Alert>
  );
}

function SummaryLine() {
  const translate = useTranslate();
  const [clients, lids, group] = useWatch({ name: ['clients', 'lids', 'people_group'] }) as [unknown[] | undefined, unknown[] | undefined, unknown];
  const parts: string[] = [];
  if (clients?.length) parts.push(translate('resources.sms.summary.clients', { smart_count: clients.length }));
  if (lids?.length) parts.push(translate('resources.sms.summary.lids', { smart_count: lids.length }));
  if (group) parts.push(translate('resources.sms.summary.group'));
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.length ? parts.join(' · ') : translate('resources.sms.summary.nobody')}
    </Typography>
  );
}

function describe(payload: SmsPayload, translate: (key: string, options?: Record<string, unknown>) => string): string {
  const parts: string[] = [];
  if (payload.clients) parts.push(translate('resources.sms.summary.clients', { smart_count: payload.clients.length }));
  if (payload.lids) parts.push(translate('resources.sms.summary.lids', { smart_count: payload.lids.length }));
  if (payload.people_group) parts.push(translate('resources.sms.summary.group'));
  return translate('resources.sms.confirm.content', { recipients: parts.join(', ') });
}

interface PeopleGroup {
  id: number;
  name: string;
  members_count?: number;
}

/** How many people a send reaches (a group's size from its record; unknown if it does not say). */
export function recipientsOf(payload: SmsPayload, groups: readonly PeopleGroup[] | undefined): number | undefined {
  let total = (payload.clients?.length ?? 0) + (payload.lids?.length ?? 0);
  if (payload.people_group) {
    const group = groups?.find((item) => item.id === Number(payload.people_group));
    if (typeof group?.members_count !== 'number') return undefined;
    total += group.members_count;
  }
  return total;
}

/** A half of the form: its title, what it is for, then its inputs. */
function SmsSection({ title, help, children }: { title: string; help: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(help)}
        </Typography>
        <Divider sx={{ my: 1.5 }} />
        {children}
      </CardContent>
    </Card>
  );
}

/** /sms/smsCreate (SMS_WRITE): clients, or leads, or a people group; the text with its part counter; confirm; send. */
export function SmsCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [pending, setPending] = useState<SmsPayload | null>(null);
  const { data: groups } = useGetList<PeopleGroup>('peopleGroups', { pagination: { page: 1, perPage: 100 } }, { enabled: !!pending?.people_group });

  const send = useMutation({
    mutationFn: (payload: SmsPayload) => dataProvider.request('sms', { method: 'POST', body: payload }),
    onSuccess: () => {
      setPending(null);
      notify('resources.sms.notifications.sent', { type: 'success' });
      navigate(`${SMS_LIST_PATH}?page_size=20`);
    },
    onError: (error) => {
      setPending(null);
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    },
  });

  return (
    <Box sx={{ pb: 4, maxWidth: 1100 }}>
      <Title title="resources.sms.page.create" />
      <Box sx={{ py: 1 }}>
        <Button component={Link} to={`${SMS_LIST_PATH}?page_size=20`} label="resources.sms.action.back_to_list">
          <ArrowBackIcon />
        </Button>
      </Box>
      <Form
        defaultValues={{ clients: [], lids: [], people_group: null, text: '' }}
        validate={(values) => validateSmsForm(values as SmsFormValues)}
        onSubmit={(values: Record<string, unknown>) => setPending(toSmsPayload(values as SmsFormValues))}
        disableInvalidFormNotification
        noValidate
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <SmsSection title="resources.sms.sections.recipients" help="resources.sms.sections.recipients_help">
              <Stack spacing={2}>
                <RecipientsError />
                <RecipientPicker source="clients" reference="clients" label="resources.sms.fields.clients" placeholder="resources.sms.helpers.search" />
                <RecipientPicker source="lids" reference="lids" label="resources.sms.fields.lids" placeholder="resources.sms.helpers.search" />
                <ReferenceSelectInput
                  source="people_group"
                  resource="sms"
                  reference="peopleGroups"
                  itemText={(group) =>
                    typeof group.members_count === 'number' ? `${group.name} (${group.members_count})` : group.name
                  }
                  label="resources.sms.fields.people_group"
                  emptyText="app.common.not_set"
                  helperText={false}
                />
                <SummaryLine />
              </Stack>
            </SmsSection>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SmsSection title="resources.sms.sections.message" help="resources.sms.sections.message_help">
              <SmsTextInput source="text" resource="sms" label="resources.sms.fields.text" minRows={6} />
              <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
                <MuiButton type="submit" variant="contained" size="large" startIcon={<SendOutlinedIcon />}>
                  {translate('resources.sms.action.send')}
                </MuiButton>
              </Box>
            </SmsSection>
          </Grid>
        </Grid>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        title="resources.sms.confirm.title"
        content={
          pending ? (
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {describe(pending, translate)}
              </Typography>
              <SmsCostSummary
                text={pending.text}
                recipients={recipientsOf(pending, groups)}
                withGroup={!!pending.people_group}
                onMakeAscii={(text) => setPending({ ...pending, text })}
              />
            </Stack>
          ) : undefined
        }
        confirmLabel="resources.sms.action.send"
        loading={send.isPending}
        onConfirm={() => pending && send.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </Box>
  );
}

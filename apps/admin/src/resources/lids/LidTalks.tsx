import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Button as MuiButton, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, maxLength, required, SaveButton, TextInput, useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { formatDate, formatDateTime, todayInTashkent } from '../../format/format';
import type { Lid, LidTalk } from './types';

const validateRequired = [required('app.validation.required')];
const validateResult = [required('app.validation.required'), maxLength(2000)];

/** A talk date as the API gives it: a date-only value at midnight is shown without a time. */
function talkWhen(value: string): string {
  return /T00:00:00(\.000)?Z$/.test(value) || /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value) : formatDateTime(value);
}

function AddTalkForm({ lid, onDone }: { lid: Pick<Lid, 'id'>; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [create] = useCreate();
  const [formKey, setFormKey] = useState(0);
  const submit = (values: Record<string, unknown>) =>
    create(
      'lidTalks',
      {
        data: {
          lid: lid.id,
          talk_date: values.talk_date,
          result: String(values.result ?? '').trim(),
          ...(values.next_call_date ? { next_call_date: values.next_call_date } : {}),
        },
      },
      {
        onSuccess: () => {
          notify('resources.lids.talks.added', { type: 'success' });
          setFormKey((key) => key + 1);
          // The next call date may have moved: read the lead again.
          void queryClient.invalidateQueries({ queryKey: ['lids'] });
          onDone();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' }),
      },
    );
  return (
    <Form key={formKey} onSubmit={submit} defaultValues={{ talk_date: todayInTashkent(), next_call_date: null, result: '' }} noValidate>
      <Stack spacing={1} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle2">{translate('resources.lids.talks.add')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
          <DateTextInput source="talk_date" resource="lidTalks" label="resources.lids.talks.talk_date" validate={validateRequired} />
          <DateTextInput source="next_call_date" resource="lidTalks" label="resources.lids.talks.next_call_date" helperText="resources.lids.talks.next_call_help" />
        </Stack>
        <TextInput source="result" resource="lidTalks" label="resources.lids.talks.result" multiline minRows={2} validate={validateResult} />
        <Box>
          <SaveButton label="resources.lids.talks.save" icon={<AddCommentOutlinedIcon />} />
        </Box>
      </Stack>
    </Form>
  );
}

/**
 * The talks with a lead as a timeline, newest first, and a form to add one (and set the next call).
 * `readOnly` (the client page of a converted lead) shows the timeline only.
 */
export function LidTalks({ lid, readOnly = false, title = 'resources.lids.talks.title' }: { lid: Pick<Lid, 'id'>; readOnly?: boolean; title?: string }) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const { data: talks = [], isPending, refetch } = useGetList<LidTalk>('lidTalks', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'talk_date', order: 'DESC' },
    filter: { lid: lid.id },
  });
  return (
    <Card>
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
          <ForumOutlinedIcon color="primary" />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate(title)}
          </Typography>
          {!adding && !readOnly ? (
            <MuiButton size="small" startIcon={<AddCommentOutlinedIcon />} onClick={() => setAdding(true)}>
              {translate('resources.lids.talks.add')}
            </MuiButton>
          ) : null}
        </Stack>
        {adding ? (
          <Box sx={{ mb: 2 }}>
            <AddTalkForm
              lid={lid}
              onDone={() => {
                setAdding(false);
                void refetch();
              }}
            />
          </Box>
        ) : null}
        {isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : talks.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('resources.lids.talks.empty')}
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={translate('resources.lids.talks.title')}>
            {talks.map((talk, index) => (
              <Box component="li" key={talk.id} sx={{ display: 'flex', gap: 2 }}>
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', pt: 0.75 }}>
                  <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: index === 0 ? 'primary.main' : 'text.disabled', flexShrink: 0 }} />
                  {index < talks.length - 1 ? <Box sx={{ width: 2, flex: 1, bgcolor: 'divider', my: 0.5 }} /> : null}
                </Box>
                <Box sx={{ pb: 2.5, minWidth: 0, flex: 1 }}>
                  <Typography variant="caption" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {[talkWhen(talk.talk_date), talk.created_by_name].filter(Boolean).join(' · ')}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {talk.result}
                  </Typography>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

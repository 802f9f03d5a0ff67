import AddIcCallOutlinedIcon from '@mui/icons-material/AddIcCallOutlined';
import { Box, Button, Chip, IconButton, ListItemText, Menu, MenuItem, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, DEBT_CONTACT_CHANNELS, DEBT_CONTACT_RESULTS, type DebtContact, type DebtContactResult } from '@mijozlar/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectInput, TextInput, maxLength, required, useDataProvider, useGetList, useNotify, useTranslate, type Identifier } from 'react-admin';
import { DateTextInput } from '../../components/DateTextInput';
import { FormDialog } from '../../components/FormDialog';
import { MoneyInput } from '../../components/MoneyInput';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { ScrollX } from '../../components/ScrollX';
import { formatDate, todayInTashkent } from '../../format/format';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { debtCurrency, debtMoney } from './debtLabels';
import { clientDebtPath } from './paths';
import type { ClientDebt } from './types';
import '../../i18n/collectionsTexts';

export const contactsPath = (id: Identifier) => `${clientDebtPath(id)}/contacts`;
export const REASSIGN_PATH = 'client-debt/reassign';

/** The results the row's quick menu offers; "promised" opens the small form, the rest save at once. */
export const QUICK_RESULTS: readonly DebtContactResult[] = DEBT_CONTACT_RESULTS;

export interface ContactValues {
  channel: string;
  result: string;
  date?: string;
  promised_date?: string | null;
  promised_amount?: string | null;
  comment?: string;
}

/** A contact form's errors: a promise needs its date, today or later (the API's rule, said before sending). */
export function validateContact(values: ContactValues, today: string = todayInTashkent()): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.channel) errors.channel = 'ra.validation.required';
  if (!values.result) errors.result = 'ra.validation.required';
  if (values.result === 'promised') {
    if (!values.promised_date) errors.promised_date = 'ra.validation.required';
    else if (values.promised_date < today) errors.promised_date = 'resources.collections.contact.date_past';
  }
  return errors;
}

/** The POST body: promise fields only with a promise, an empty amount left to the API's default. */
export function toContactPayload(values: ContactValues): Record<string, unknown> {
  const body: Record<string, unknown> = { channel: values.channel, result: values.result, comment: (values.comment ?? '').trim() };
  if (values.result === 'promised') {
    body.promised_date = values.promised_date;
    if (values.promised_amount) body.promised_amount = values.promised_amount;
  }
  return body;
}

const COLLECTION_QUERIES = [['client-debts'], ['debt-contacts'], ['debt-aging']];

function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => COLLECTION_QUERIES.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }));
}

/** The debt's collector, or "nobody" in grey. */
export function ResponsibleCell({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  return debt.responsible ? (
    <Typography variant="body2">{debt.responsible.full_name}</Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {translate('resources.collections.nobody')}
    </Typography>
  );
}

/** The debt's promise (date and amount) with a "broken" marker in words and colour. */
export function PromiseCell({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  if (!debt.promised_date) {
    return (
      <Typography variant="body2" color="text.disabled">
        —
      </Typography>
    );
  }
  return (
    <Stack spacing={0.25} alignItems="flex-start" data-testid="debt-promise">
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {formatDate(debt.promised_date)} · {debtMoney(debt, debt.promised_amount)}
      </Typography>
      {debt.promise_broken ? <Chip size="small" color="error" variant="outlined" label={translate('resources.collections.broken')} /> : null}
    </Stack>
  );
}

/** The row's quick entry of a call's result: one click opens the menu, the second saves (promised opens the small form). */
export function QuickContactMenu({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const invalidate = useInvalidateCollections();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [promising, setPromising] = useState(false);
  const [busy, setBusy] = useState(false);
  const choose = async (result: DebtContactResult) => {
    setAnchor(null);
    if (result === 'promised') {
      setPromising(true);
      return;
    }
    setBusy(true);
    try {
      await dataProvider.request(contactsPath(debt.id), { method: 'POST', body: { channel: 'call', result, comment: '' }, openErrorPage: false });
      notify('resources.collections.contact.saved', { type: 'success' });
      invalidate();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const label = translate('resources.collections.action.log_call');
  return (
    <>
      <Tooltip title={label}>
        <span>
          <IconButton size="small" aria-label={label} aria-haspopup="menu" disabled={busy} onClick={(event) => { event.stopPropagation(); setAnchor(event.currentTarget); }}>
            <AddIcCallOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        {QUICK_RESULTS.map((result) => (
          <MenuItem key={result} onClick={() => void choose(result)}>
            <ListItemText>{translate(`resources.collections.results.${result}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <ContactDialog debt={debt} open={promising} onClose={() => setPromising(false)} promiseOnly />
    </>
  );
}

function PromiseInputs({ debt }: { debt: ClientDebt }) {
  const result = useWatch({ name: 'result' });
  if (result !== 'promised') return null;
  return (
    <>
      <DateTextInput source="promised_date" label="resources.collections.fields.promised_date" />
      <MoneyInput source="promised_amount" label="resources.collections.fields.promised_amount" currency={debtCurrency(debt)} helperText="resources.collections.contact.amount_hint" />
    </>
  );
}

/** "Add contact": channel, result, the promise when promised, a comment. `promiseOnly`: the row's "promised…" (a call with a promise). */
export function ContactDialog({ debt, open, onClose, promiseOnly = false }: { debt: ClientDebt; open: boolean; onClose: () => void; promiseOnly?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const invalidate = useInvalidateCollections();
  return (
    <FormDialog<ContactValues>
      open={open}
      onClose={onClose}
      id={promiseOnly ? `promise-dialog-${debt.id}` : `contact-dialog-${debt.id}`}
      title={promiseOnly ? 'resources.collections.contact.promise_title' : 'resources.collections.contact.title'}
      subtitle={debt.client_name ?? undefined}
      maxWidth="xs"
      defaultValues={{ channel: 'call', result: promiseOnly ? 'promised' : 'reached', promised_date: todayInTashkent(), promised_amount: '', comment: '' }}
      validate={(values) => validateContact(values as ContactValues)}
      submit={(values) => dataProvider.request(contactsPath(debt.id), { method: 'POST', body: toContactPayload(values) })}
      onSaved={(_result, values) => {
        invalidate();
        notify(values.result === 'promised' ? translate('resources.collections.contact.saved_promise', { date: formatDate(values.promised_date) }) : 'resources.collections.contact.saved', {
          type: 'success',
        });
      }}
    >
      {promiseOnly ? null : (
        <>
          <SelectInput
            source="channel"
            label="resources.collections.fields.channel"
            choices={DEBT_CONTACT_CHANNELS.map((id) => ({ id, name: `resources.collections.channels.${id}` }))}
            validate={required()}
          />
          <SelectInput
            source="result"
            label="resources.collections.fields.result"
            choices={DEBT_CONTACT_RESULTS.map((id) => ({ id, name: `resources.collections.result_names.${id}` }))}
            validate={required()}
          />
        </>
      )}
      <PromiseInputs debt={debt} />
      <TextInput source="comment" label="resources.collections.fields.comment" multiline minRows={2} validate={maxLength(1000)} />
    </FormDialog>
  );
}

/** A debt's collection log, newest first, with "add contact". */
export function ContactLog({ debt }: { debt: ClientDebt }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [adding, setAdding] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: ['debt-contacts', debt.id],
    queryFn: ({ signal }) => dataProvider.request<ListResponse<DebtContact> | DebtContact[]>(contactsPath(debt.id), { query: { page_size: 100 }, signal }),
  });
  const contacts = Array.isArray(data) ? data : (data?.results ?? []);
  return (
    <Box sx={{ mt: 2 }} data-testid={`collection-log-${debt.id}`}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ flex: 1, fontWeight: 700 }}>
          {translate('resources.collections.contact.log')}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => setAdding(true)}>
          {translate('resources.collections.action.add_contact')}
        </Button>
      </Stack>
      {isPending ? (
        <Skeleton variant="rounded" height={60} />
      ) : contacts.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.collections.contact.empty')}
        </Typography>
      ) : (
        <ScrollX>
          <Table size="small" aria-label={translate('resources.collections.contact.log')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.collections.fields.date')}</TableCell>
                <TableCell>{translate('resources.collections.fields.channel')}</TableCell>
                <TableCell>{translate('resources.collections.fields.result')}</TableCell>
                <TableCell>{translate('resources.collections.fields.promise')}</TableCell>
                <TableCell>{translate('resources.collections.fields.comment')}</TableCell>
                <TableCell>{translate('resources.collections.fields.author')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {contacts.map((contact) => (
                <TableRow key={contact.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(contact.date)}</TableCell>
                  <TableCell>{translate(`resources.collections.channels.${contact.channel}`)}</TableCell>
                  <TableCell>{translate(`resources.collections.result_names.${contact.result}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {contact.promised_date ? `${formatDate(contact.promised_date)} · ${debtMoney(debt, contact.promised_amount)}` : '—'}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 260 }}>{contact.comment || '—'}</TableCell>
                  <TableCell>{contact.author?.full_name ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
      <ContactDialog debt={debt} open={adding} onClose={() => setAdding(false)} />
    </Box>
  );
}

interface ReassignValues {
  responsible: number | '';
}

/** Bulk reassign: choose an active user, confirm, POST /api/client-debt/reassign/ {debts, responsible}. */
export function ReassignDialog({ ids, open, onClose, onDone }: { ids: Identifier[]; open: boolean; onClose: () => void; onDone?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const invalidate = useInvalidateCollections();
  return (
    <FormDialog<ReassignValues, { updated: number }>
      open={open}
      onClose={onClose}
      id="reassign-dialog"
      title="resources.collections.reassign.title"
      maxWidth="xs"
      defaultValues={{ responsible: '' }}
      confirm={{
        title: 'resources.collections.reassign.confirm_title',
        content: () => translate('resources.collections.reassign.confirm_content', { smart_count: ids.length }),
      }}
      submit={(values) => dataProvider.request<{ updated: number }>(REASSIGN_PATH, { method: 'POST', body: { debts: ids.map(Number), responsible: Number(values.responsible) } })}
      refresh
      onSaved={(result) => {
        invalidate();
        notify(translate('resources.collections.reassign.done', { smart_count: result?.updated ?? ids.length }), { type: 'success' });
        onDone?.();
      }}
    >
      <ReferenceSelectInput
        source="responsible"
        reference="sellers"
        label="resources.collections.reassign.user"
        itemText={(item) => String(item.full_name ?? item.name ?? '')}
        validate={required()}
      />
    </FormDialog>
  );
}

interface TermsValues {
  responsible: number | '' | null;
  penalty_rate: string;
  penalty_cap_percent: string;
}

export const RATE_PATTERN = /^\d{1,2}([.,]\d{1,4})?$/;
export const CAP_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;
const decimalText = (value: unknown) => String(value ?? '').trim().replace(',', '.');

/** The debt's collector and penalty terms (SALE_WRITE): PATCH /api/client-debt/{id}/. */
export function DebtTermsDialog({ debt, open, onClose }: { debt: ClientDebt; open: boolean; onClose: () => void }) {
  const dataProvider = useDataProvider<ApiDataProvider>();
  const invalidate = useInvalidateCollections();
  return (
    <FormDialog<TermsValues>
      open={open}
      onClose={onClose}
      id={`terms-dialog-${debt.id}`}
      title="resources.collections.terms.title"
      subtitle={debt.client_name ?? undefined}
      maxWidth="xs"
      defaultValues={{ responsible: debt.responsible?.id ?? '', penalty_rate: debt.penalty_rate ?? '0', penalty_cap_percent: debt.penalty_cap_percent ?? '0' }}
      submit={(values) =>
        dataProvider.request(clientDebtPath(debt.id), {
          method: 'PATCH',
          body: {
            responsible: values.responsible === '' || values.responsible === null ? null : Number(values.responsible),
            penalty_rate: decimalText(values.penalty_rate),
            penalty_cap_percent: decimalText(values.penalty_cap_percent),
          },
        })
      }
      successMessage="resources.collections.terms.saved"
      refresh
      onSaved={() => invalidate()}
    >
      <ReferenceSelectInput
        source="responsible"
        reference="sellers"
        label="resources.collections.fields.responsible"
        itemText={(item) => String(item.full_name ?? item.name ?? '')}
        emptyText="resources.collections.nobody"
      />
      <TextInput
        source="penalty_rate"
        label="resources.collections.fields.penalty_rate"
        validate={[required(), (value: unknown) => (RATE_PATTERN.test(String(value ?? '').trim()) && Number(decimalText(value)) <= 10 ? undefined : 'resources.collections.terms.rate_range')]}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextInput
        source="penalty_cap_percent"
        label="resources.collections.fields.penalty_cap_percent"
        validate={[required(), (value: unknown) => (CAP_PATTERN.test(String(value ?? '').trim()) && Number(decimalText(value)) <= 100 ? undefined : 'resources.collections.terms.cap_range')]}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </FormDialog>
  );
}

/** The responsible filter: me, nobody, or one user (the API's `responsible=me|none|<id>`). */
export function ResponsibleFilterInput(props: { source: string; label?: string; alwaysOn?: boolean; helperText?: false }) {
  const translate = useTranslate();
  const { data } = useGetList<{ id: number; full_name?: string; name?: string }>(
    'sellers',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: '', order: 'ASC' } },
    { staleTime: 5 * 60_000 },
  );
  const choices = [
    { id: 'me', name: translate('resources.collections.filters.me') },
    { id: 'none', name: translate('resources.collections.filters.nobody') },
    ...(data ?? []).map((user) => ({ id: String(user.id), name: String(user.full_name ?? user.name ?? user.id) })),
  ];
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
}

export const PROMISE_FILTER_CHOICES = [
  { id: 'today', name: 'resources.collections.filters.today' },
  { id: 'broken', name: 'resources.collections.filters.broken' },
];

import BlockIcon from '@mui/icons-material/Block';
import UndoIcon from '@mui/icons-material/Undo';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DataTable, SimpleList, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ReasonRowAction } from '../../components/ReasonDialog';
import { AppDataTable } from '../../components/table/AppDataTable';
import { useIdempotencyKey } from '../../components/useIdempotencyKey';
import { formatDate, formatMoney } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { codeOf } from '../../format/currency';
import { operationApi } from './paths';
import type { WalletOperation } from './types';

// Wallet operations as the wallets' overview and an investor's page show them: cells, reversal links, cancel.

type Tone = 'success' | 'warning' | 'error' | 'info';

function scrollToOperation(id: number) {
  const row = document.querySelector(`[data-operation-id="${id}"]`);
  if (row instanceof HTMLElement) {
    row.scrollIntoView({ behavior: 'smooth', block: 'center' });
    row.animate?.([{ backgroundColor: 'rgba(255, 193, 7, 0.35)' }, { backgroundColor: 'transparent' }], { duration: 1600 });
  }
}

/** The direction of an operation: a round icon in its tone, its name (a translated text) and an optional note under it. */
export function OperationTypeCell({ record, tone, icon, label, note }: { record: WalletOperation; tone: Tone; icon: ReactNode; label: string; note?: string | null }) {
  return (
    <Stack direction="row" spacing={1} alignItems="center" data-operation-id={record.id}>
      <Box
        sx={{
          width: 28,
          height: 28,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: `${tone}.main`,
          bgcolor: (theme) => `color-mix(in srgb, ${theme.palette[tone].main} 14%, transparent)`,
        }}
      >
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {label}
        </Typography>
        {note ? (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {note}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}

/** A reversal or a reversed operation, with a link to the other one of the pair. */
function ReversalChip({ record }: { record: WalletOperation }) {
  const translate = useTranslate();
  if (record.reversal_of != null) {
    return (
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<UndoIcon />}
        label={translate('resources.wallets.reversal.reversal_of', { id: record.reversal_of })}
        onClick={() => scrollToOperation(record.reversal_of as number)}
      />
    );
  }
  if (record.reversed_by != null) {
    return (
      <Chip
        size="small"
        variant="outlined"
        icon={<BlockIcon />}
        label={translate('resources.wallets.reversal.reversed_by', { id: record.reversed_by })}
        onClick={() => scrollToOperation(record.reversed_by as number)}
      />
    );
  }
  return null;
}

/** The signed amount in the direction's tone (struck through once reversed), and a UZS amount's USD value. */
export function OperationAmount({ record, outTone, testId }: { record: WalletOperation; outTone: Tone; testId?: string }) {
  const income = record.operation_type === 'replenish';
  const reversed = record.reversed_by != null;
  const code = codeOf(record);
  return (
    <Box sx={{ textAlign: 'right' }}>
      <Typography
        variant="body2"
        data-testid={testId}
        sx={{
          fontWeight: 700,
          fontVariantNumeric: 'tabular-nums',
          whiteSpace: 'nowrap',
          color: reversed ? 'text.disabled' : income ? 'success.main' : `${outTone}.main`,
          textDecoration: reversed ? 'line-through' : 'none',
        }}
      >
        {`${income ? '+' : '−'}${formatMoney(record.amount, { currency: code })}`}
      </Typography>
      {code === 'UZS' && record.amount_usd ? (
        <Typography
          variant="caption"
          color="text.secondary"
          component="div"
          sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          title={record.exchange_rate ? `1 USD = ${formatMoney(record.exchange_rate, { currency: 'UZS' })}` : undefined}
        >
          {formatMoney(record.amount_usd, { currency: 'USD' })}
        </Typography>
      ) : null}
    </Box>
  );
}

function CommentCell({ record, maxWidth }: { record: WalletOperation; maxWidth: number }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} alignItems="flex-start" sx={{ minWidth: 160, maxWidth }}>
      {record.comment ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {record.comment}
        </Typography>
      ) : null}
      {record.executor ? (
        <Typography variant="caption" color="text.secondary" title={translate('resources.wallets.fields.executor')}>
          {record.executor.full_name}
        </Typography>
      ) : null}
      <ReversalChip record={record} />
    </Stack>
  );
}

type Render = (record: WalletOperation) => ReactNode;

export interface WalletOperationRowsProps {
  /** The direction cell (`OperationTypeCell`). */
  type: Render;
  /** The amount cell (`OperationAmount`). */
  amount: Render;
  /** The row's actions, if the user may act. */
  actions?: Render;
}

const Column = DataTable.Col<WalletOperation>;

export interface WalletOperationTableProps extends WalletOperationRowsProps {
  /** Translation key of the direction column. */
  typeLabel: string;
  /** The amount before the wallet (an investor's page) or after it (the wallets' overview). */
  amountFirst?: boolean;
  commentWidth: number;
  empty: ReactNode;
}

export function WalletOperationTable({ type, amount, actions, typeLabel, amountFirst = false, commentWidth, empty }: WalletOperationTableProps) {
  const amountColumn = <Column source="amount" label="resources.wallets.fields.amount" align="right" render={amount} />;
  return (
    <AppDataTable<WalletOperation>
      hideBelow={{ lg: ['method_name'] }}
      bulkActionButtons={false}
      empty={empty}
      // A reversed pair is set apart by its tint and its chip, not by fading: its text keeps 4.5:1.
      rowSx={(record) => (record.reversal_of != null || record.reversed_by != null ? { backgroundColor: 'action.hover' } : {})}
    >
      <Column
        source="date"
        label="resources.wallets.fields.date"
        render={(record) => (
          <Box>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
              {formatDate(record.date)}
            </Typography>
            <Typography variant="caption" color="text.secondary">{`№${record.id}`}</Typography>
          </Box>
        )}
      />
      <Column source="operation_type" label={typeLabel} disableSort render={type} />
      {amountFirst ? amountColumn : null}
      <Column source="wallet_name" label="resources.wallets.fields.wallet" disableSort />
      {amountFirst ? null : amountColumn}
      <Column source="method_name" label="resources.wallets.fields.method" disableSort />
      <Column source="comment" label="resources.wallets.fields.comment_executor" disableSort render={(record) => <CommentCell record={record} maxWidth={commentWidth} />} />
      {actions ? <Column source="actions" label="" disableSort render={actions} /> : null}
    </AppDataTable>
  );
}

export function WalletOperationSimpleList({ type, amount, actions }: WalletOperationRowsProps) {
  const translate = useTranslate();
  return (
    <SimpleList<WalletOperation>
      rowClick={false}
      primaryText={(record) => (
        <Stack direction="row" justifyContent="space-between" spacing={1}>
          {type(record)}
          {amount(record)}
        </Stack>
      )}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <span style={{ display: 'block' }}>{[formatDate(record.date), record.wallet_name, record.method_name].filter(Boolean).join(' · ')}</span>
          {record.comment ? <span style={{ display: 'block' }}>{record.comment}</span> : null}
          {record.reversal_of != null
            ? translate('resources.wallets.reversal.reversal_of', { id: record.reversal_of })
            : record.reversed_by != null
              ? translate('resources.wallets.reversal.reversed_by', { id: record.reversed_by })
              : null}
        </Box>
      )}
      tertiaryText={(record) => (actions ? actions(record) : null)}
    />
  );
}

export interface CancelOperationTexts {
  /** Translation keys: the button, the dialog's title and text (a transfer leg has its own), the success toast. */
  action: string;
  title: string;
  content: string;
  contentTransfer?: string;
  done: string;
}

/** Cancel (DELETE /api/wallet-operations/{id}/?reason= = a reversal), confirmed with its reason first; a locked one says why. */
export function CancelOperationAction({ record, lock, texts, invalidate }: { record: WalletOperation; lock: string | null; texts: CancelOperationTexts; invalidate: readonly string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { key, renew } = useIdempotencyKey();
  const cancel = async (reason: string) => {
    await dataProvider.request(operationApi(record.id), { method: 'DELETE', query: { reason }, idempotencyKey: key });
    renew();
    notify(texts.done, { type: 'success' });
    for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey: [queryKey] });
  };
  return (
    <ReasonRowAction
      label={texts.action}
      icon={<UndoIcon fontSize="small" />}
      color="error"
      lock={lock}
      confirm={{
        title: texts.title,
        content: translate(record.transfer_group && texts.contentTransfer ? texts.contentTransfer : texts.content, {
          id: record.id,
          amount: formatMoney(record.amount, { currency: codeOf(record) }),
          wallet: record.wallet_name ?? '',
        }),
        confirmLabel: texts.action,
        confirmColor: 'error',
      }}
      onConfirm={cancel}
    />
  );
}

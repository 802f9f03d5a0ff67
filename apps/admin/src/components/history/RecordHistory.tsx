// A record's History (its chunk is loaded by HistorySection): the audit entries of one record and, for
// the records that have them, of what belongs to it (a sale's debt and payments, a wallet's operations),
// newest first, paged, each opening to its changes.
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import { Alert, Box, Card, CardContent, Collapse, List, ListItemButton, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AuditEntity, AuditEntry } from '@mijozlar/shared';
import { formatDateTime } from '../../format/format';
import '../../i18n/auditTexts';
import { ActionChip, ActorName, AuditEntryView, EntityCell } from './AuditDiff';

export const HISTORY_PAGE_SIZE = 10;

/**
 * The records whose History also lists the entries of what belongs to them (the API's `related=true`,
 * modules/audit/audit.related.ts): a sale (its debt, payments, refusal, wallet operation), a debt (its
 * payments), a wallet, an investor, an employee (their wallet operations), a supplier (its operations).
 */
export const RELATED_HISTORY: ReadonlySet<AuditEntity> = new Set<AuditEntity>(['sale', 'client_debt', 'wallet', 'supplier', 'investor', 'employee']);

export interface RecordHistoryProps {
  entity: AuditEntity;
  id: number;
}

/** The query of one record's history (entity + id, with its related records' entries), a page at a time. */
export function useRecordHistory(entity: AuditEntity, id: number, page: number) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['audit-log', 'history', entity, id, page],
    queryFn: ({ signal }) =>
      dataProvider.getList<AuditEntry & { id: string }>('audit-log', {
        filter: RELATED_HISTORY.has(entity) ? { entity, entity_id: id, related: true } : { entity, entity_id: id },
        pagination: { page, perPage: HISTORY_PAGE_SIZE },
        sort: { field: '', order: 'ASC' },
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}

/** One entry; one of a related record says which record it is ("Toʻlov #12") and, opened, its label. */
function HistoryRow({ entry, own }: { entry: AuditEntry; own: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton onClick={() => setOpen((value) => !value)} aria-expanded={open} sx={{ px: 1, py: 1, gap: 1.5, alignItems: 'flex-start' }}>
        {/* Wraps by the room it has (a page, a 520 px drawer, a phone), not by the screen's width. */}
        <Stack direction="row" flexWrap="wrap" alignItems="center" columnGap={2} rowGap={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ minWidth: 130, fontVariantNumeric: 'tabular-nums' }}>
            {formatDateTime(entry.at)}
          </Typography>
          {own ? null : (
            <Typography variant="body2" color="text.secondary" data-testid="history-record" sx={{ fontWeight: 600 }}>
              {`${translate(`resources.audit.entities.${entry.entity}`, { _: entry.entity })} #${entry.entity_id ?? ''}`}
            </Typography>
          )}
          <ActionChip action={entry.action} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <ActorName entry={entry} />
          </Typography>
          {entry.reason ? (
            <Typography variant="body2" color="text.secondary" sx={{ flexBasis: { xs: '100%', md: 'auto' }, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {entry.reason}
            </Typography>
          ) : null}
        </Stack>
        <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms', color: 'text.secondary' }} />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 1, pb: 2 }}>
          {own ? null : (
            <Box sx={{ mb: 1 }}>
              <EntityCell entry={entry} />
            </Box>
          )}
          <AuditEntryView entry={entry} compact />
        </Box>
      </Collapse>
    </Box>
  );
}

/** The History card of a record's page (AUDIT_READ; HistorySection checks it). */
export default function RecordHistory({ entity, id }: RecordHistoryProps) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useRecordHistory(entity, id, page);
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / HISTORY_PAGE_SIZE));
  return (
    <Card component="section" aria-label={translate('resources.audit.history.title')} data-testid="record-history">
      <CardContent>
        <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
          <HistoryIcon color="primary" />
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('resources.audit.history.title')}
          </Typography>
          {data ? (
            <Typography variant="body2" color="text.secondary">
              {data.total}
            </Typography>
          ) : null}
        </Stack>
        {error ? <Alert severity="error">{translate('app.errors.generic')}</Alert> : null}
        {isPending ? (
          <Stack spacing={1}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : data && data.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate('resources.audit.history.empty')}
          </Typography>
        ) : (
          <List disablePadding component="ul" sx={{ m: 0, p: 0 }}>
            {data?.data.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} own={entry.entity === entity && entry.entity_id === id} />
            ))}
          </List>
        )}
        {pages > 1 ? (
          <Stack alignItems="center" sx={{ mt: 2 }}>
            <Pagination
              count={pages}
              page={page}
              onChange={(_, next) => setPage(next)}
              size="small"
              getItemAriaLabel={(type, item, selected) =>
                type === 'page'
                  ? translate(selected ? 'ra.navigation.current_page' : 'ra.navigation.page', { page: item })
                  : translate(type === 'next' ? 'ra.navigation.next' : type === 'previous' ? 'ra.navigation.previous' : `ra.navigation.${type}`)
              }
            />
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
}

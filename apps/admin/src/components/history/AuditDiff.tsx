// An audit entry's body: who, when, from where, why, and its changes side by side (before | after).
import { Box, Chip, Link as MuiLink, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditAction, AuditChanges, AuditEntity, AuditEntry } from '@mijozlar/shared';
import { formatDateTime } from '../../format/format';
import '../../i18n/auditTexts';
import { useCanOpen } from '../../routes/useCanOpen';
import { ACTION_COLORS, FIELD_TEXTS, changeRows, isBlockValue, recordPath, valueText, type ChangeRow } from './auditView';

/** What an entry is about: its entity's name and label, a link to the record when the user may open its page. */
export function EntityCell({ entry }: { entry: AuditEntry }) {
  const translate = useTranslate();
  const canOpen = useCanOpen();
  const path = recordPath(entry);
  const label = entry.entity_label || (entry.entity_id !== null ? `#${entry.entity_id}` : '');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" display="block">
        {translate(`resources.audit.entities.${entry.entity}`, { _: entry.entity })}
      </Typography>
      {path && canOpen(path) ? (
        <MuiLink component={Link} to={path} onClick={(event) => event.stopPropagation()} sx={{ fontWeight: 600, position: 'relative', zIndex: 1 }}>
          {label}
        </MuiLink>
      ) : (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      )}
    </Box>
  );
}

/** An action as a coloured chip ("Oʻzgartirildi"). */
export function ActionChip({ action }: { action: AuditAction }) {
  const translate = useTranslate();
  return <Chip size="small" color={ACTION_COLORS[action] ?? 'default'} variant="outlined" label={translate(`resources.audit.actions.${action}`, { _: action })} />;
}

/**
 * A field's name: the resource's label when its texts are loaded (a record's page has them), else the
 * API's name. Loading every resource's texts here would split them out of their screens' chunks.
 */
function useFieldLabel(entity: AuditEntity) {
  const translate = useTranslate();
  const resource = FIELD_TEXTS[entity];
  return (field: string) => (resource ? translate(`resources.${resource}.fields.${field}`, { _: field }) : field);
}

function Value({ field, value, tone }: { field: string; value: unknown; tone?: 'before' | 'after' }) {
  const text = valueText(field, value);
  const block = isBlockValue(value);
  return (
    <Box
      component={block ? 'pre' : 'span'}
      data-tone={tone}
      sx={{
        m: 0,
        px: tone ? 0.75 : 0,
        py: tone ? 0.25 : 0,
        borderRadius: 1,
        display: block ? 'block' : 'inline-block',
        maxWidth: '100%',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        fontFamily: block ? 'monospace' : undefined,
        fontSize: block ? '0.8rem' : undefined,
        fontVariantNumeric: 'tabular-nums',
        bgcolor: tone === 'before' ? 'rgba(211, 47, 47, 0.12)' : tone === 'after' ? 'rgba(46, 125, 50, 0.14)' : undefined,
        // A short value before the change is struck through; a block (JSON, long text) only tinted.
        textDecoration: tone === 'before' && !block ? 'line-through' : undefined,
        textDecorationColor: tone === 'before' ? 'rgba(211, 47, 47, 0.6)' : undefined,
      }}
    >
      {text}
    </Box>
  );
}

/** The changes: field | before | after (cards on a phone); changed values highlighted. */
export function AuditDiff({ entity, changes }: { entity: AuditEntity; changes: AuditChanges | null | undefined }) {
  const translate = useTranslate();
  const label = useFieldLabel(entity);
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const rows = changeRows(changes);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.audit.entry.no_changes')}
      </Typography>
    );
  }
  // Only a value that was there is marked: a created field's empty "before" stays plain.
  const tone = (row: ChangeRow, side: 'before' | 'after') => (row.changed && valueText(row.field, row[side]) !== '—' ? side : undefined);
  if (isPhone) {
    return (
      <Stack spacing={1} divider={<Divider flexItem />} aria-label={translate('resources.audit.entry.changes')}>
        {rows.map((row) => (
          <Box key={row.field}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label(row.field)}
            </Typography>
            <Stack spacing={0.5}>
              <Box>
                <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>{`${translate('resources.audit.entry.before')}:`}</Typography>
                <Value field={row.field} value={row.before} tone={tone(row, 'before')} />
              </Box>
              <Box>
                <Typography variant="caption" color="text.secondary" sx={{ mr: 1 }}>{`${translate('resources.audit.entry.after')}:`}</Typography>
                <Value field={row.field} value={row.after} tone={tone(row, 'after')} />
              </Box>
            </Stack>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={translate('resources.audit.entry.changes')} sx={{ tableLayout: 'fixed', '& td, & th': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>{translate('resources.audit.entry.field')}</TableCell>
          <TableCell sx={{ width: '35%' }}>{translate('resources.audit.entry.before')}</TableCell>
          <TableCell sx={{ width: '35%' }}>{translate('resources.audit.entry.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.field}>
            <TableCell sx={{ color: 'text.secondary', overflowWrap: 'break-word' }}>{label(row.field)}</TableCell>
            <TableCell>
              <Value field={row.field} value={row.before} tone={tone(row, 'before')} />
            </TableCell>
            <TableCell>
              <Value field={row.field} value={row.after} tone={tone(row, 'after')} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MetaRow({ label, children }: { label: string; children: React.ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ width: { sm: 130 }, flexShrink: 0 }}>
        {translate(label, { _: label })}
      </Typography>
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** Who acted: the name they had then, "System" for none, or the failed sign-in's phone. */
export function ActorName({ entry }: { entry: Pick<AuditEntry, 'actor' | 'action'> }) {
  const translate = useTranslate();
  if (entry.actor) return <>{entry.actor.full_name}</>;
  return <>{translate(entry.action === 'login_failed' ? 'resources.audit.entry.unknown_actor' : 'resources.audit.entry.system')}</>;
}

/**
 * The whole entry: the facts, the reason, the changes, the details (an export's filters and rows, a
 * failed sign-in's phone). `compact` (a record's History, whose row already says who, when and what)
 * keeps only where it came from.
 */
export function AuditEntryView({ entry, compact = false }: { entry: AuditEntry; compact?: boolean }) {
  const translate = useTranslate();
  const details = entry.details ? Object.entries(entry.details) : [];
  return (
    <Stack spacing={2}>
      <Box>
        {compact ? null : (
          <>
            <MetaRow label="resources.audit.fields.actor">
              <ActorName entry={entry} />
            </MetaRow>
            <MetaRow label="resources.audit.fields.at">{formatDateTime(entry.at)}</MetaRow>
            <MetaRow label="resources.audit.fields.action">
              <ActionChip action={entry.action} />
            </MetaRow>
            <MetaRow label="resources.audit.fields.entity">
              <EntityCell entry={entry} />
            </MetaRow>
          </>
        )}
        <MetaRow label="resources.audit.fields.ip">{entry.ip ?? '—'}</MetaRow>
        <MetaRow label="resources.audit.fields.request_id">{entry.request_id ?? '—'}</MetaRow>
      </Box>
      {entry.reason ? (
        <MetaRow label="resources.audit.fields.reason">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {entry.reason}
          </Box>
        </MetaRow>
      ) : null}
      <Box>
        <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('resources.audit.entry.changes')}
        </Typography>
        <AuditDiff entity={entry.entity} changes={entry.changes} />
      </Box>
      {details.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('resources.audit.entry.details')}
          </Typography>
          {details.map(([key, value]) => (
            <MetaRow key={key} label={key}>
              <Value field={key} value={value} />
            </MetaRow>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}

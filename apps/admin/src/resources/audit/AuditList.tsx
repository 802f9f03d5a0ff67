import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import { Box, Stack, Typography } from '@mui/material';
import { DataTable, SearchInput, SelectInput, SimpleList, TopToolbar, useLocaleState, useTranslate, type Identifier } from 'react-admin';
import { useEffect, useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditEntry } from '@mijozlar/shared';
import { DateTextInput } from '../../components/DateTextInput';
import { ActionChip, ActorName, EntityCell } from '../../components/history/AuditDiff';
import { ListEmptyState, ListExportButton, ResourceList } from '../../components/ResourceList';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatDateTime } from '../../format/format';
import { AuditEntryDrawer } from './AuditEntryDrawer';
import { AUDIT_EXPORT_API, entryFromHash } from './paths';

const ACTION_CHOICES = AUDIT_ACTIONS.map((action) => ({ id: action, name: `resources.audit.actions.${action}` }));
const ENTITY_CHOICES = AUDIT_ENTITIES.map((entity) => ({ id: entity, name: `resources.audit.entities.${entity}` }));

const auditFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceSelectInput
    key="actor"
    source="actor"
    reference="audit-actors"
    label="resources.audit.fields.actor"
    itemText={(item) => String(item.full_name ?? item.name ?? '')}
    alwaysOn
    helperText={false}
  />,
  <SelectInput key="entity" source="entity" label="resources.audit.fields.entity" choices={ENTITY_CHOICES} alwaysOn helperText={false} />,
  <SelectInput key="action" source="action" label="resources.audit.fields.action" choices={ACTION_CHOICES} alwaysOn helperText={false} />,
  <DateTextInput key="date_from" source="date_from" label="resources.audit.filters.date_from" alwaysOn helperText={false} />,
  <DateTextInput key="date_to" source="date_to" label="resources.audit.filters.date_to" alwaysOn helperText={false} />,
];

function AuditActions() {
  const [locale] = useLocaleState();
  return (
    <TopToolbar>
      <ListExportButton path={AUDIT_EXPORT_API} fileName="audit.xlsx" extra={{ language: locale }} />
    </TopToolbar>
  );
}

function AuditEmpty() {
  return <ListEmptyState icon={<ManageSearchOutlinedIcon />} resource="audit" />;
}

const Column = DataTable.Col<AuditEntry>;

function AuditTable({ onOpen }: { onOpen: (id: Identifier) => false }) {
  return (
    <AppDataTable<AuditEntry> rowClick={(id) => onOpen(id)} bulkActionButtons={false} hover hideBelow={{ lg: ['ip'] }}>
      <Column source="at" label="resources.audit.fields.at" disableSort render={(entry) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</span>} />
      <Column source="actor" label="resources.audit.fields.actor" disableSort render={(entry) => <ActorName entry={entry} />} />
      <Column source="action" label="resources.audit.fields.action" disableSort render={(entry) => <ActionChip action={entry.action} />} />
      <Column source="entity" label="resources.audit.fields.entity" disableSort render={(entry) => <EntityCell entry={entry} />} />
      <Column
        source="reason"
        label="resources.audit.fields.reason"
        disableSort
        render={(entry) => (
          <Typography variant="body2" sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>
            {entry.reason ?? ''}
          </Typography>
        )}
      />
      <Column source="ip" label="resources.audit.fields.ip" disableSort render={(entry) => <span style={{ whiteSpace: 'nowrap' }}>{entry.ip ?? ''}</span>} />
    </AppDataTable>
  );
}

/** On a phone: one card per entry (action and record, then who and when, then the reason). */
function AuditSimpleList({ onOpen }: { onOpen: (id: Identifier) => false }) {
  const translate = useTranslate();
  return (
    <SimpleList<AuditEntry>
      rowClick={(id) => onOpen(id)}
      primaryText={(entry) => (
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
          <ActionChip action={entry.action} />
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {`${translate(`resources.audit.entities.${entry.entity}`, { _: entry.entity })} · ${entry.entity_label}`}
          </Box>
        </Stack>
      )}
      secondaryText={(entry) => (
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <span style={{ display: 'block' }}>
            <ActorName entry={entry} />
            {` · ${formatDateTime(entry.at)}`}
          </span>
          {entry.reason ? <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{entry.reason}</span> : null}
        </Box>
      )}
    />
  );
}

/** /audit (AUDIT_READ): every recorded action, newest first; filters that stick, export, an entry beside the list. */
export function AuditList() {
  // The open entry is the screen's state, not part of the list's query: react-admin stores that query
  // to restore it, so an entry kept there would open again on every visit. A link to one entry puts
  // it after the hash (`/audit#entry=12`), which the list leaves alone.
  const [open, setOpen] = useState<string | null>(() => entryFromHash(window.location.hash));
  useEffect(() => {
    const follow = () => setOpen(entryFromHash(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  const onOpen = (id: Identifier) => {
    setOpen(String(id));
    return false as const;
  };
  return (
    <>
      <ResourceList
        resource="audit-log"
        title="resources.audit.page.title"
        filters={auditFilters}
        actions={<AuditActions />}
        empty={<AuditEmpty />}
        phone={<AuditSimpleList onOpen={onOpen} />}
      >
        <AuditTable onOpen={onOpen} />
      </ResourceList>
      <AuditEntryDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}

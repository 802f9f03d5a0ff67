import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, DataTable, SearchInput, SimpleList, TopToolbar, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { ListEmptyState, ResourceList, TotalsPagination } from '../../components/ResourceList';
import { DeleteRowAction, RowAction, RowActions } from '../../components/RowActions';
import { AppDataTable } from '../../components/table/AppDataTable';
import { formatDate, formatNumber } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { ProjectFormDialog } from './ProjectFormDialog';
import { SpentChips, SpentLines } from './SpentLines';
import { constructionApi, constructionBuildPath } from './paths';
import { SPENT_TOTALS } from './totals';
import type { ConstructionProject } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Edit, and delete after a confirmation (the API refuses a project with expenses: its message is shown). */
function ProjectActions({ record, onEdit }: { record: ConstructionProject; onEdit: (project: ConstructionProject) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const onDelete = async () => {
    await dataProvider.request(constructionApi(record.id), { method: 'DELETE' });
    notify('resources.construction.notifications.deleted', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: ['construction'] });
  };
  return (
    <RowActions>
      <RowAction label="resources.construction.action.edit" icon={<EditOutlinedIcon fontSize="small" />} onClick={() => onEdit(record)} />
      <DeleteRowAction
        label="resources.construction.action.delete"
        title="resources.construction.confirm.delete_title"
        content={translate('resources.construction.confirm.delete', { name: record.name })}
        onConfirm={onDelete}
      />
    </RowActions>
  );
}

const openProject = (id: Identifier) => constructionBuildPath(id);
const Column = DataTable.Col<ConstructionProject>;

function Count({ value }: { value: number }) {
  return (
    <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatNumber(value)}
    </Typography>
  );
}

function ProjectsTable({ onEdit }: { onEdit: (project: ConstructionProject) => void }) {
  return (
    <AppDataTable<ConstructionProject>
      hideBelow={{ xl: ['operations', 'deliveries', 'created_at'], lg: ['entrance_count'] }}
      rowClick={openProject}
      bulkActionButtons={false}
      hover
    >
      <Column
        source="name"
        label="resources.construction.fields.name"
        render={(record) => (
          <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 180 }}>
            {record.name}
          </Typography>
        )}
      />
      <Column source="floor_count" label="resources.construction.fields.floor_count" align="right" disableSort render={(record) => <Count value={record.floor_count} />} />
      <Column source="room_count" label="resources.construction.fields.room_count" align="right" disableSort render={(record) => <Count value={record.room_count} />} />
      <Column source="entrance_count" label="resources.construction.fields.entrance_count" align="right" disableSort render={(record) => <Count value={record.entrance_count} />} />
      <Column source="operations" label="resources.construction.fields.operations" align="right" disableSort render={(record) => <SpentLines spent={record.spent} field="operations" />} />
      <Column source="deliveries" label="resources.construction.fields.deliveries" align="right" disableSort render={(record) => <SpentLines spent={record.spent} field="deliveries" />} />
      <Column source="spent" label="resources.construction.fields.spent" align="right" disableSort render={(record) => <SpentLines spent={record.spent} strong />} />
      <Column
        source="created_at"
        label="resources.construction.fields.created_at"
        render={(record) => (
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(record.created_at)}
          </Typography>
        )}
      />
      <Column source="actions" label="" disableSort render={(record) => <ProjectActions record={record} onEdit={onEdit} />} />
    </AppDataTable>
  );
}

function ProjectsSimpleList() {
  const translate = useTranslate();
  return (
    <SimpleList<ConstructionProject>
      rowClick={openProject}
      primaryText={(record) => record.name}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'block' }}>
          <span style={{ display: 'block' }}>
            {translate('resources.construction.page.counts', {
              floors: formatNumber(record.floor_count),
              rooms: formatNumber(record.room_count),
              entrances: formatNumber(record.entrance_count),
            })}
          </span>
          <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
            <SpentChips spent={record.spent} size="small" />
          </Box>
        </Box>
      )}
    />
  );
}

/**
 * /construction/list-buildings (CONSTRUCTION_OPERATIONS): projects with what each spent per currency
 * (expenses from wallets and supplier deliveries), search, totals per currency, add, edit, delete.
 */
export function ConstructionList() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<ConstructionProject | null | undefined>(undefined);
  const openCreate = () => setEditing(null);
  // A new project's page opens at once: its first expense is the next thing to do.
  const onSaved = (saved: ConstructionProject) => {
    if (editing === null) navigate(constructionBuildPath(saved.id));
  };
  return (
    <>
      <ResourceList
        resource="construction"
        title="app.menu.construction"
        filters={filters}
        actions={
          <TopToolbar>
            <Button label="resources.construction.action.create" onClick={openCreate} variant="contained">
              <AddIcon />
            </Button>
          </TopToolbar>
        }
        pagination={<TotalsPagination label="resources.construction.totals.title" countLabel="resources.construction.totals.count" columns={SPENT_TOTALS} />}
        empty={<ListEmptyState icon={<ApartmentOutlinedIcon />} resource="construction" onCreate={openCreate} />}
        phone={<ProjectsSimpleList />}
      >
        <ProjectsTable onEdit={setEditing} />
      </ResourceList>
      <ProjectFormDialog open={editing !== undefined} project={editing} onClose={() => setEditing(undefined)} onSaved={onSaved} />
    </>
  );
}

import { Alert } from '@mui/material';
import { useGetList, useGetOne, useTranslate } from 'react-admin';
import { ImportDialog } from '../../components/ImportDialog';
import type { Building } from '../buildings/types';
import type { FileTransfer } from '../../providers/fileTransfer';
import { files } from '../../providers/files';

export interface RoomImportDialogProps {
  open: boolean;
  buildingId: number;
  onClose: () => void;
  onImported?: (rows: number) => void;
  /** Tests pass their own. */
  transfer?: Pick<FileTransfer, 'upload'>;
}

/**
 * POST /api/{buildId}/import-rooms/ (file field dataFile): a dry run lists the errors per row and
 * writes nothing; the import itself writes every row or none.
 */
export function RoomImportDialog({ open, buildingId, onClose, onImported, transfer = files }: RoomImportDialogProps) {
  const translate = useTranslate();
  const { data: building } = useGetOne<Building>('buildings', { id: buildingId }, { enabled: open });
  const { total: existing } = useGetList('rooms', { filter: { building: buildingId }, pagination: { page: 1, perPage: 1 } }, { enabled: open });
  const planned = building?.room_count ?? 0;
  const overPlanned = (rows: number) => {
    const total = (existing ?? 0) + rows;
    if (!planned || existing === undefined || total <= planned) return null;
    return (
      <Alert severity="warning" data-testid="import-over-planned">
        {translate('app.ui.imports.over_planned', { total, planned })}
      </Alert>
    );
  };
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title="resources.rooms.import.title"
      hint="resources.rooms.import.intro"
      path={`${buildingId}/import-rooms`}
      fieldName="dataFile"
      transfer={transfer}
      onImported={onImported}
      resource="rooms"
      warning={overPlanned}
    />
  );
}

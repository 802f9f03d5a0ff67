import { ImportDialog } from '../../components/ImportDialog';
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
    />
  );
}

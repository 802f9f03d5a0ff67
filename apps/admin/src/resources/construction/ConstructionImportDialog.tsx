import { ImportDialog } from '../../components/ImportDialog';
import type { FileTransfer } from '../../providers/fileTransfer';
import { files } from '../../providers/files';
import { constructionImportApi } from './paths';

/**
 * POST /api/{id}/import-construction-operations/ (file field dataFile): a dry run lists the errors
 * per row, naming the columns in the user's language (resources.construction.fields.*), and writes
 * nothing; the import itself writes every row or none. The template is downloaded beside it.
 */
export function ConstructionImportDialog({
  open,
  projectId,
  onClose,
  onImported,
  transfer = files,
}: {
  open: boolean;
  projectId: number;
  onClose: () => void;
  onImported?: (rows: number) => void;
  transfer?: Pick<FileTransfer, 'upload'>;
}) {
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title="resources.construction.import.title"
      hint="resources.construction.import.intro"
      path={constructionImportApi(projectId)}
      fieldName="dataFile"
      transfer={transfer}
      onImported={onImported}
      resource="construction"
    />
  );
}

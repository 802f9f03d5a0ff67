import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useState } from 'react';
import { usePermissions } from 'react-admin';
import '../../i18n/documentsTexts';
import { ActionButton } from '../ActionButton';
import { RowAction } from '../RowActions';
import { hasPermission } from '../../permissions';
import { PRINT_PERMISSION, type DocumentKind } from './printModel';
import PrintDialog, { type PrintDialogProps } from './PrintDialog';

export interface PrintButtonProps {
  kind: DocumentKind;
  id: number | string;
  building?: number | null;
  /** A button with a label (a record's page), or an icon with a tooltip (a list's row). */
  variant?: 'button' | 'row';
  /** Translation key; "Print <the document>" by default. */
  label?: string;
}

/** Print a document of a record: shown only to those who may read the record (DOCS-CONTRACT "Printing"). */
export function PrintButton({ kind, id, building, variant = 'button', label }: PrintButtonProps) {
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  if (!hasPermission(permissions, PRINT_PERMISSION[kind])) return null;
  const text = label ?? `resources.documents.print.${kind}`;
  return (
    <>
      {variant === 'row' ? (
        <RowAction label={text} icon={<PrintOutlinedIcon fontSize="small" />} onClick={() => setOpen(true)} />
      ) : (
        <ActionButton label={text} icon={<PrintOutlinedIcon />} variant="outlined" onClick={() => setOpen(true)} />
      )}
      {open ? <LazyPrintDialog open onClose={() => setOpen(false)} kind={kind} id={id} building={building} /> : null}
    </>
  );
}

/**
 * The print dialog. It travels with the screens' chunks (never the first load): a nested import()
 * in a screen's chunk splits the bundler's runtime out of the first load's chunks, 0.6 kB gzip more.
 */
export function LazyPrintDialog(props: PrintDialogProps) {
  return <PrintDialog {...props} />;
}

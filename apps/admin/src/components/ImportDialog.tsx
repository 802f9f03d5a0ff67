import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ApiFieldError } from '@mijozlar/shared';
import { readApiErrors } from '../providers/apiErrors';
import type { FileTransfer } from '../providers/fileTransfer';
import { StaticDialog } from './StaticDialog';
import '../i18n/importTexts'; // app.import comes with this dialog (lazy screens only)

/** What an import answers: a dry run `{valid, rows, errors}`; the real import at least the rows written. */
export interface ImportAnswer {
  valid?: boolean;
  rows?: number;
  created?: number;
  imported?: number;
  errors?: ApiFieldError[];
}

export type ImportPhase = 'idle' | 'checking' | 'checked' | 'importing';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Translation key of the title. */
  title: string;
  /** Translation key of the line that says which columns the file has. */
  hint?: string;
  /** API path of the import, e.g. "import-clients" or `${buildId}/import-rooms`. */
  path: string;
  /** The multipart field of the file. */
  fieldName?: string;
  /** The transfer to use (tests pass their own). */
  transfer: Pick<FileTransfer, 'upload'>;
  /** After rows were written: refresh the list. */
  onImported?: (rows: number) => void;
  /**
   * The react-admin resource the rows go to: its lists (and their counts) are refetched after an
   * import, and the error table names the columns by `resources.<resource>.fields.<field>`.
   */
  resource?: string;
  /** Values a column accepts, shown beside its errors when the API does not list them itself. */
  allowedValues?: Record<string, readonly string[]>;
  /** A warning about the checked file as a whole (e.g. more rooms than the building plans). */
  warning?: (rows: number) => ReactNode;
}

/** The values the API says a field accepts (`allowed` or `params.allowed`), if it says so. */
export function allowedOf(error: ApiFieldError, fallback?: Record<string, readonly string[]>): string[] {
  const raw = error as ApiFieldError & { allowed?: unknown; params?: { allowed?: unknown } };
  const given = raw.allowed ?? raw.params?.allowed;
  if (Array.isArray(given)) return given.map(String);
  if (typeof given === 'string' && given.trim()) return given.split(',').map((value) => value.trim());
  return error.field && fallback?.[error.field] ? [...fallback[error.field]] : [];
}

const ACCEPT = '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';

function rowsOf(answer: ImportAnswer | null): number {
  return answer?.rows ?? answer?.imported ?? answer?.created ?? 0;
}

/**
 * Imports a spreadsheet in two steps: a dry run checks every row and lists the errors per row
 * (nothing is written), then the import writes all rows or none. Shows the upload progress.
 */
export function ImportDialog({
  open,
  onClose,
  title,
  hint,
  path,
  fieldName = 'dataFile',
  transfer,
  onImported,
  resource,
  allowedValues,
  warning,
}: ImportDialogProps) {
  const queryClient = useQueryClient();
  const fieldLabel = (field: string | null | undefined) =>
    !field ? '—' : resource ? translate(`resources.${resource}.fields.${field}`, { _: translate(`app.import.fields.${field}`, { _: field }) }) : translate(`app.import.fields.${field}`, { _: field });
  const translate = useTranslate();
  const notify = useNotify();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [checked, setChecked] = useState<ImportAnswer | null>(null);
  const [errors, setErrors] = useState<ApiFieldError[]>([]);
  const [dragging, setDragging] = useState(false);

  const busy = phase === 'checking' || phase === 'importing';

  const reset = () => {
    setFile(null);
    setPhase('idle');
    setProgress(0);
    setChecked(null);
    setErrors([]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const close = () => {
    if (busy) return;
    reset();
    onClose();
  };

  const choose = (next: File | null) => {
    reset();
    setFile(next);
  };

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setPhase(dryRun ? 'checking' : 'importing');
    setProgress(0);
    setErrors([]);
    try {
      const answer = await transfer.upload<ImportAnswer>(path, file, {
        fieldName,
        query: dryRun ? { dry_run: true } : undefined,
        onProgress: setProgress,
      });
      const found = answer.ok ? (answer.body?.errors ?? []) : readApiErrors(answer.body);
      if (!answer.ok || found.length > 0 || answer.body?.valid === false) {
        setErrors(found);
        setChecked(answer.ok ? answer.body : null);
        setPhase('checked');
        return;
      }
      if (dryRun) {
        setChecked(answer.body);
        setPhase('checked');
        return;
      }
      const rows = rowsOf(answer.body) || rowsOf(checked);
      notify('app.import.done', { type: 'success', messageArgs: { smart_count: rows } });
      onImported?.(rows);
      // Every list of the resource (and its count in tabs and headers) reads again.
      if (resource) void queryClient.invalidateQueries({ queryKey: [resource] });
      reset();
      onClose();
    } catch (error) {
      setPhase(checked ? 'checked' : 'idle');
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    }
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => choose(event.target.files?.[0] ?? null);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) choose(event.dataTransfer.files?.[0] ?? null);
  };

  const ready = phase === 'checked' && errors.length === 0 && checked?.valid !== false;

  return (
    <StaticDialog open={open} onDismiss={close} maxWidth="md" fullWidth aria-labelledby="import-dialog-title">
      <DialogTitle id="import-dialog-title">{translate(title)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          {hint ? (
            <Typography variant="body2" color="text.secondary">
              {translate(hint)}
            </Typography>
          ) : null}
          <Box
            component="label"
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              p: 2.5,
              border: `2px dashed ${dragging ? theme.palette.primary.main : theme.palette.divider}`,
              borderRadius: 2,
              cursor: busy ? 'default' : 'pointer',
              backgroundColor: dragging ? `color-mix(in srgb, ${theme.palette.primary.main} 6%, transparent)` : 'transparent',
              transition: 'border-color 120ms, background-color 120ms',
            })}
          >
            <input
              ref={inputRef}
              type="file"
              accept={ACCEPT}
              hidden
              disabled={busy}
              onChange={onInput}
              aria-label={translate('app.import.choose')}
              data-testid="import-file"
            />
            {file ? (
              <InsertDriveFileOutlinedIcon color="primary" sx={{ fontSize: 36 }} />
            ) : (
              <UploadFileOutlinedIcon color="action" sx={{ fontSize: 36 }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {file ? file.name : translate('app.import.choose')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {file ? translate('app.import.size', { size: Math.max(1, Math.round(file.size / 1024)) }) : translate('app.import.formats')}
              </Typography>
            </Box>
          </Box>

          {busy ? (
            <Box>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.75 }}>
                {translate(progress < 1 ? 'app.import.uploading' : phase === 'checking' ? 'app.import.checking' : 'app.import.writing', {
                  percent: Math.round(progress * 100),
                })}
              </Typography>
              <LinearProgress
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                aria-label={translate('app.import.progress')}
              />
            </Box>
          ) : null}

          {ready ? (
            <Alert icon={<CheckCircleOutlineIcon />} severity="success">
              {translate('app.import.valid', { smart_count: rowsOf(checked) })}
            </Alert>
          ) : null}
          {ready && warning ? warning(rowsOf(checked)) : null}

          {phase === 'checked' && errors.length > 0 ? (
            <>
              <Alert icon={<ErrorOutlineIcon />} severity="error">
                {translate('app.import.invalid', { smart_count: errors.length })}
              </Alert>
              <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
                <Table size="small" stickyHeader aria-label={translate('app.import.errors_table')}>
                  <TableHead>
                    <TableRow>
                      <TableCell sx={{ width: 80 }}>{translate('app.import.row')}</TableCell>
                      <TableCell sx={{ width: 180 }}>{translate('app.import.field')}</TableCell>
                      <TableCell>{translate('app.import.message')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {errors.map((error, index) => (
                      <TableRow key={`${error.row ?? '-'}-${error.field ?? '-'}-${index}`}>
                        <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{error.row ?? '—'}</TableCell>
                        <TableCell>{fieldLabel(error.field)}</TableCell>
                        <TableCell>
                          {error.message}
                          {allowedOf(error, allowedValues).length > 0 ? (
                            <Typography variant="caption" color="text.secondary" component="div">
                              {translate('app.ui.imports.allowed', { values: allowedOf(error, allowedValues).join(', ') })}
                            </Typography>
                          ) : null}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={close} disabled={busy} color="inherit">
          {translate('ra.action.cancel')}
        </Button>
        {ready ? (
          <Button variant="contained" onClick={() => void run(false)} disabled={busy}>
            {translate('app.import.import')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => void run(true)} disabled={!file || busy}>
            {translate('app.import.check')}
          </Button>
        )}
      </DialogActions>
    </StaticDialog>
  );
}

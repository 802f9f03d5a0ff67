import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Grid, LinearProgress, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_LANGUAGES_LIST, DOCUMENT_TEMPLATE_KINDS, type DocumentTemplate, type DocumentTemplateKind } from '@mijozlar/shared';
import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { BooleanInput, Form, SelectInput, TextInput, maxLength, required, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { ReferenceSelectInput } from '../../components/ReferenceSelectInput';
import { StaticDialog } from '../../components/StaticDialog';
import type { ApiFieldError } from '@mijozlar/shared';
import { readApiErrors } from '../../providers/apiErrors';
import type { FileTransfer } from '../../providers/fileTransfer';
import { files } from '../../providers/files';
import { formatBytes } from '../backups/format';
import { PlaceholdersPanel } from './PlaceholdersPanel';
import { DOCUMENT_TEMPLATES_API } from './paths';

/** The API's limit of a template (DOCS-CONTRACT). */
export const TEMPLATE_MAX_BYTES = 5 * 1024 * 1024;

interface UploadValues {
  name: string;
  kind: DocumentTemplateKind;
  language: string;
  building: number | null;
  is_default: boolean;
}

const validateName = [required('app.validation.required'), maxLength(200)];

/** The placeholders of the kind being chosen, beside the form. */
function KindPlaceholders() {
  const kind = useWatch<UploadValues, 'kind'>({ name: 'kind' });
  return kind ? <PlaceholdersPanel kind={kind} /> : null;
}

/** A local check before sending: a .docx of at most 5 MB (the API checks again, and its content). */
export function fileProblem(file: File | null): string | null {
  if (!file) return 'resources.documents.templates.no_file';
  if (!/\.docx$/i.test(file.name)) return 'resources.documents.templates.not_docx';
  if (file.size > TEMPLATE_MAX_BYTES) return 'resources.documents.templates.too_big';
  return null;
}

export interface TemplateUploadDialogProps {
  open: boolean;
  onClose: () => void;
  transfer?: Pick<FileTransfer, 'upload'>;
}

/**
 * Upload a Word template: file, name, kind, language, building (none: every building), default; the
 * tags of the chosen kind beside it. A template the API refuses (not a DOCX, a tag its kind does not
 * have) shows the API's messages, which name the tag, in the dialog.
 */
export function TemplateUploadDialog({ open, onClose, transfer = files }: TemplateUploadDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errors, setErrors] = useState<ApiFieldError[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const close = () => {
    setFile(null);
    setFileError(null);
    setErrors([]);
    setProgress(null);
    onClose();
  };

  const submit = async (values: Record<string, unknown>) => {
    const upload = values as unknown as UploadValues;
    const problem = fileProblem(file);
    setFileError(problem);
    setErrors([]);
    if (problem || !file) return;
    setProgress(0);
    try {
      const answer = await transfer.upload<DocumentTemplate>(DOCUMENT_TEMPLATES_API, file, {
        fieldName: 'file',
        fields: {
          name: String(upload.name ?? '').trim(),
          kind: upload.kind,
          language: upload.language,
          ...(upload.building ? { building: String(upload.building) } : {}),
          is_default: upload.is_default ? 'true' : 'false',
        },
        onProgress: setProgress,
      });
      if (!answer.ok) {
        setErrors(readApiErrors(answer.body));
        return;
      }
      notify('resources.documents.templates.uploaded', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['document-template'] });
      close();
    } catch (error) {
      setErrors([{ field: null, code: 'error', message: error instanceof Error ? translate(error.message, { _: error.message }) : translate('app.errors.generic') }]);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const defaults: UploadValues = { name: '', kind: 'contract', language: locale === 'ru' ? 'ru' : 'uz', building: null, is_default: true };

  return (
    <StaticDialog open={open} onDismiss={close} maxWidth="lg" fullWidth fullScreen={phone} aria-labelledby="template-upload-title">
      <Form defaultValues={defaults} record={{}} onSubmit={submit} noValidate resource="documents">
        <DialogTitle id="template-upload-title">{translate('resources.documents.templates.upload_title')}</DialogTitle>
        <DialogContent dividers>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Stack spacing={1}>
                <Box>
                  <input
                    ref={input}
                    type="file"
                    hidden
                    accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
                    data-testid="template-file"
                    onChange={(event) => {
                      const chosen = event.target.files?.[0] ?? null;
                      setFile(chosen);
                      setFileError(chosen ? fileProblem(chosen) : null);
                      setErrors([]);
                    }}
                  />
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                    {translate('resources.documents.templates.file')}
                  </Typography>
                  <Stack direction="row" spacing={1.5} alignItems="center" sx={{ minWidth: 0 }}>
                    <Button variant="outlined" startIcon={<UploadFileOutlinedIcon />} onClick={() => input.current?.click()} disabled={busy}>
                      {translate('resources.documents.templates.choose_file')}
                    </Button>
                    <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }} color={file ? 'text.primary' : 'text.secondary'}>
                      {file ? `${file.name} · ${formatBytes(file.size)}` : translate('resources.documents.templates.no_file')}
                    </Typography>
                  </Stack>
                  {fileError ? (
                    <Typography variant="caption" color="error" role="alert">
                      {translate(fileError)}
                    </Typography>
                  ) : null}
                </Box>
                <TextInput source="name" label="resources.documents.templates.fields.name" validate={validateName} autoComplete="off" />
                <SelectInput
                  source="kind"
                  label="resources.documents.templates.fields.kind"
                  choices={DOCUMENT_TEMPLATE_KINDS.map((id) => ({ id, name: `resources.documents.kinds.${id}` }))}
                  validate={required()}
                />
                <SelectInput
                  source="language"
                  label="resources.documents.templates.fields.language"
                  choices={DOCUMENT_LANGUAGES_LIST.map((id) => ({ id, name: `resources.documents.languages.${id}` }))}
                  validate={required()}
                />
                <ReferenceSelectInput
                  source="building"
                  reference="building-choices"
                  label="resources.documents.templates.fields.building"
                  emptyText="resources.documents.templates.all_buildings"
                  helperText={false}
                />
                <BooleanInput source="is_default" label="resources.documents.templates.fields.is_default" helperText="resources.documents.templates.default_help" />
                {busy ? (
                  <Box role="status">
                    <Typography variant="body2" color="text.secondary">
                      {translate('resources.documents.templates.uploading')}
                    </Typography>
                    <LinearProgress variant={progress && progress > 0 ? 'determinate' : 'indeterminate'} value={(progress ?? 0) * 100} />
                  </Box>
                ) : null}
                {errors.length > 0 ? (
                  <Alert severity="error" role="alert" data-testid="template-errors">
                    {errors.map((error, index) => (
                      <Box key={index}>{error.message}</Box>
                    ))}
                  </Alert>
                ) : null}
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Box sx={{ maxHeight: { md: 520 }, overflowY: { md: 'auto' }, pr: { md: 1 } }}>
                <KindPlaceholders />
              </Box>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={close} color="inherit" disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <UploadFileOutlinedIcon />}>
            {translate('resources.documents.templates.upload')}
          </Button>
        </DialogActions>
      </Form>
    </StaticDialog>
  );
}

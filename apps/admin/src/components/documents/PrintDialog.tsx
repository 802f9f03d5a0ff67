import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  InputLabel,
  LinearProgress,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LOCALES, type DocumentTemplateChoice } from '@mijozlar/shared';
import { useEffect, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import '../../i18n/documentsTexts';
import type { ApiDataProvider } from '../../providers/dataProvider';
import type { FileTransfer } from '../../providers/fileTransfer';
import { files } from '../../providers/files';
import { StaticDialog } from '../StaticDialog';
import {
  TEMPLATE_CHOICES_PATH,
  choicesOf,
  defaultChoice,
  documentPath,
  fallbackFileName,
  type DocumentFormat,
  type DocumentKind,
  type DocumentLanguage,
} from './printModel';

export interface PrintDialogProps {
  open: boolean;
  onClose: () => void;
  kind: DocumentKind;
  /** The record printed: the sale (contract, schedule), the payment (receipt), the refusal. */
  id: number | string;
  /** The record's building: its templates come first. */
  building?: number | null;
  /** A title other than "Print: <kind>" (translation key). */
  title?: string;
  /** A line above the choices (e.g. "The payment was saved"). */
  intro?: string;
  /** The downloads (the app's, signed in); tests pass their own. */
  transfer?: Pick<FileTransfer, 'download'>;
}

const isLanguage = (value: string): value is DocumentLanguage => (LOCALES as readonly string[]).includes(value);

/**
 * Print a document: its language (the UI's by default), its template (the one the server would take
 * preselected, built-ins labelled) and DOCX or PDF; downloads it with the app's token, shows that it
 * is under way, and the API's message when it fails (a PDF without LibreOffice: 503, in the UI language).
 */
export default function PrintDialog({ open, onClose, kind, id, building, title, intro, transfer = files }: PrintDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [uiLocale] = useLocaleState();
  const [language, setLanguage] = useState<DocumentLanguage>(isLanguage(uiLocale) ? uiLocale : 'uz');
  const [format, setFormat] = useState<DocumentFormat>('docx');
  const [template, setTemplate] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choices = useQuery({
    queryKey: ['document-template', 'choices', kind, building ?? null],
    queryFn: ({ signal }) =>
      dataProvider.request<DocumentTemplateChoice[]>(TEMPLATE_CHOICES_PATH, { query: { kind, building: building ?? undefined }, signal, openErrorPage: false }),
    enabled: open,
  });
  const all = choices.data ?? [];
  const shown = choicesOf(all, language);

  // The template follows the language: the default of the chosen language, preselected.
  useEffect(() => {
    setTemplate(defaultChoice(all, language, building)?.id ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choices.data, language, building]);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await transfer.download(documentPath(kind, id, format), fallbackFileName(kind, id, format), { language, template: template === '' ? undefined : template });
      notify('resources.documents.print.done', { type: 'success' });
      onClose();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : 'resources.documents.print.failed';
      setError(translate(message, { _: message }));
    } finally {
      setBusy(false);
    }
  };

  const label = (choice: DocumentTemplateChoice) => (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Typography component="span" noWrap sx={{ minWidth: 0 }}>
        {choice.name}
        {choice.building ? ` · ${choice.building.name}` : ''}
      </Typography>
      {choice.is_default ? <Chip size="small" color="primary" variant="outlined" label={translate('resources.documents.print.default')} /> : null}
      {choice.is_builtin ? <Chip size="small" variant="outlined" label={translate('resources.documents.print.builtin')} /> : null}
    </Stack>
  );

  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="xs" fullWidth aria-labelledby="print-dialog-title">
      <DialogTitle id="print-dialog-title">{translate(title ?? `resources.documents.print.${kind}`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {intro ? <Alert severity="success">{translate(intro)}</Alert> : null}
          <FormControl>
            <FormLabel id="print-language">{translate('resources.documents.print.language')}</FormLabel>
            <RadioGroup row aria-labelledby="print-language" value={language} onChange={(event) => isLanguage(event.target.value) && setLanguage(event.target.value)}>
              {LOCALES.map((locale) => (
                <FormControlLabel key={locale} value={locale} control={<Radio />} label={translate(`resources.documents.languages.${locale}`)} disabled={busy} />
              ))}
            </RadioGroup>
          </FormControl>
          <FormControl fullWidth disabled={busy || choices.isPending}>
            <InputLabel id="print-template-label">{translate('resources.documents.print.template')}</InputLabel>
            <Select<number | ''>
              labelId="print-template-label"
              label={translate('resources.documents.print.template')}
              value={shown.some((choice) => choice.id === template) ? template : ''}
              onChange={(event) => setTemplate(event.target.value === '' ? '' : Number(event.target.value))}
              renderValue={(value) => {
                const choice = shown.find((item) => item.id === value);
                return choice ? label(choice) : '';
              }}
              data-testid="print-template"
            >
              {shown.map((choice) => (
                <MenuItem key={choice.id} value={choice.id}>
                  {label(choice)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {choices.isError ? <Alert severity="warning">{translate('resources.documents.print.choices_failed')}</Alert> : null}
          {choices.isSuccess && shown.length === 0 ? <Alert severity="info">{translate('resources.documents.print.no_templates')}</Alert> : null}
          <FormControl>
            <FormLabel id="print-format">{translate('resources.documents.print.format')}</FormLabel>
            <RadioGroup row aria-labelledby="print-format" value={format} onChange={(event) => setFormat(event.target.value === 'pdf' ? 'pdf' : 'docx')}>
              <FormControlLabel value="docx" control={<Radio />} label={translate('resources.documents.print.docx')} disabled={busy} />
              <FormControlLabel value="pdf" control={<Radio />} label={translate('resources.documents.print.pdf')} disabled={busy} />
            </RadioGroup>
          </FormControl>
          {busy ? (
            <Box role="status">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                {translate('resources.documents.print.downloading')}
              </Typography>
              <LinearProgress />
            </Box>
          ) : null}
          {error ? (
            <Alert severity="error" role="alert" data-testid="print-error">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {translate(intro ? 'resources.documents.payment_saved.later' : 'ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadOutlinedIcon />}>
          {translate('resources.documents.print.download')}
        </Button>
      </DialogActions>
    </StaticDialog>
  );
}

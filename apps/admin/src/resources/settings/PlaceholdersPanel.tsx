import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Box, ButtonBase, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DocumentPlaceholder, DocumentTemplateKind } from '@mijozlar/shared';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { TEMPLATE_PLACEHOLDERS_PATH } from '../../components/documents/printModel';
import '../../i18n/documentsTexts';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { placeholderText } from './placeholderText';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The tags a template of `kind` may use (GET /api/document-template/placeholders/?kind=, in the UI's
 * language): tag, meaning and an example; a click copies `{tag}` to paste into Word.
 */
export function PlaceholdersPanel({ kind }: { kind: DocumentTemplateKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['document-template', 'placeholders', kind, locale],
    queryFn: ({ signal }) => dataProvider.request<DocumentPlaceholder[]>(TEMPLATE_PLACEHOLDERS_PATH, { query: { kind }, signal, openErrorPage: false }),
    staleTime: 10 * 60_000,
    retry: false,
  });
  const onCopy = async (placeholder: DocumentPlaceholder) => {
    const text = placeholderText(placeholder);
    if (await copy(text)) notify('resources.documents.placeholders.copied', { type: 'info', messageArgs: { tag: text } });
  };
  return (
    <Box component="section" aria-label={translate('resources.documents.placeholders.title', { kind: translate(`resources.documents.kinds.${kind}`) })}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {translate('resources.documents.placeholders.title', { kind: translate(`resources.documents.kinds.${kind}`) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.documents.placeholders.help')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : isError ? (
        <Alert severity="warning">{translate('resources.documents.placeholders.load_failed')}</Alert>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="placeholders">
          {(data ?? []).map((placeholder) => (
            <Box component="li" key={`${placeholder.loop ?? ''}.${placeholder.tag}`} sx={{ pl: placeholder.loop ? 2 : 0 }}>
              <ButtonBase
                onClick={() => void onCopy(placeholder)}
                aria-label={`${placeholderText(placeholder)} — ${placeholder.description}`}
                sx={{ display: 'flex', width: '100%', justifyContent: 'flex-start', alignItems: 'flex-start', textAlign: 'left', gap: 1, p: 0.75, borderRadius: 1, '&:hover': { backgroundColor: 'action.hover' } }}
              >
                <ContentCopyOutlinedIcon fontSize="inherit" color="action" sx={{ mt: 0.5, flexShrink: 0 }} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}>
                    {placeholderText(placeholder)}
                  </Typography>
                  <Typography variant="body2">{placeholder.description}</Typography>
                  {placeholder.example ? (
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {`${translate('resources.documents.placeholders.example')}: ${placeholder.example}`}
                    </Typography>
                  ) : null}
                </Box>
              </ButtonBase>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Card, Chip, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentTemplate } from '@mijozlar/shared';
import { useState } from 'react';
import { SimpleList, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ActionButton } from '../../components/ActionButton';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmedRowAction, DeleteRowAction, RowAction, RowActions, errorMessage } from '../../components/RowActions';
import { ScrollX } from '../../components/ScrollX';
import { formatDateTime } from '../../format/format';
import '../../i18n/documentsTexts';
import type { ApiDataProvider, ListResponse } from '../../providers/dataProvider';
import { files } from '../../providers/files';
import { formatBytes } from '../backups/format';
import { DOCUMENT_TEMPLATES_API, documentTemplateApi, documentTemplateFileApi } from './paths';
import { TemplateUploadDialog } from './TemplateUploadDialog';

const QUERY_KEY = ['document-template', 'list'];

function Flags({ template }: { template: DocumentTemplate }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {template.is_default ? <Chip size="small" color="primary" label={translate('resources.documents.templates.default')} /> : null}
      {template.is_builtin ? <Chip size="small" variant="outlined" label={translate('resources.documents.templates.builtin')} /> : null}
    </Stack>
  );
}

/** Download the file, make default, delete (not for a built-in: the API refuses with 409). */
function TemplateActions({ template }: { template: DocumentTemplate }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['document-template'] });
  const download = async () => {
    try {
      await files.download(documentTemplateFileApi(template.id), template.original_name || `${template.name}.docx`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <RowActions>
      <RowAction label="resources.documents.templates.action.download" icon={<FileDownloadOutlinedIcon fontSize="small" />} onClick={() => void download()} />
      {!template.is_builtin && !template.is_default ? (
        <ConfirmedRowAction
          label="resources.documents.templates.action.make_default"
          icon={<StarOutlineIcon fontSize="small" />}
          confirm={{ title: 'resources.documents.templates.action.make_default', content: template.name }}
          onConfirm={async () => {
            await dataProvider.request(documentTemplateApi(template.id), { method: 'PUT', body: { is_default: true } });
            notify('resources.documents.templates.made_default', { type: 'success' });
            await refresh();
          }}
        />
      ) : null}
      {template.is_builtin ? null : (
        <DeleteRowAction
          label="resources.documents.templates.action.delete"
          title="resources.documents.templates.delete_title"
          confirmLabel="ra.action.delete"
          content={translate('resources.documents.templates.delete_content', { name: template.name })}
          onConfirm={async () => {
            await dataProvider.request(documentTemplateApi(template.id), { method: 'DELETE' });
            notify('resources.documents.templates.deleted', { type: 'success' });
            await refresh();
          }}
        />
      )}
    </RowActions>
  );
}

const COLUMNS = ['name', 'kind', 'language', 'building', 'is_default', 'size', 'created_by'] as const;

function TemplatesTable({ templates }: { templates: DocumentTemplate[] }) {
  const translate = useTranslate();
  return (
    <ScrollX>
      <Table size="small" aria-label={translate('resources.documents.templates.title')}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((field) => (
              <TableCell key={field} align={field === 'size' ? 'right' : 'left'}>
                {translate(`resources.documents.templates.fields.${field}`)}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {templates.map((template) => (
            <TableRow key={template.id} hover data-testid={`template-${template.id}`}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {template.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {template.original_name}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`resources.documents.kinds.${template.kind}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`resources.documents.languages.${template.language}`)}</TableCell>
              <TableCell>{template.building?.name ?? translate('resources.documents.templates.all_buildings')}</TableCell>
              <TableCell>
                <Flags template={template} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatBytes(template.size)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{template.created_by?.full_name ?? '—'}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(template.created_at)}
                </Typography>
              </TableCell>
              <TableCell padding="checkbox">
                <TemplateActions template={template} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}

const LINE = { display: 'block' } as const;

/** On a phone: one card per template, as every list's phone rows. */
function TemplatesSimpleList({ templates }: { templates: DocumentTemplate[] }) {
  const translate = useTranslate();
  return (
    <SimpleList<DocumentTemplate>
      data={templates}
      total={templates.length}
      isPending={false}
      resource="documents"
      rowClick={false}
      empty={null}
      aria-label={translate('resources.documents.templates.title')}
      primaryText={(template) => template.name}
      tertiaryText={(template) => <TemplateActions template={template} />}
      secondaryText={(template) => (
        <>
          <span style={LINE}>
            {[
              translate(`resources.documents.kinds.${template.kind}`),
              translate(`resources.documents.languages.${template.language}`),
              template.building?.name ?? translate('resources.documents.templates.all_buildings'),
            ].join(' · ')}
          </span>
          <span style={LINE}>{[formatBytes(template.size), template.created_by?.full_name, formatDateTime(template.created_at)].filter(Boolean).join(' · ')}</span>
          <Box component="span" sx={{ ...LINE, mt: 0.5 }}>
            <Flags template={template} />
          </Box>
        </>
      )}
    />
  );
}

/** /settings/document-templates (SETTINGS_WRITE): the Word templates of documents, built-ins included; upload, download, default, delete. */
export function DocumentTemplateList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [uploading, setUploading] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.request<ListResponse<DocumentTemplate>>(DOCUMENT_TEMPLATES_API, { query: { page_size: 100 }, signal }),
  });
  const templates = data?.results ?? [];
  return (
    <Box sx={{ pb: 4 }}>
      <Title title="app.settings.document_templates" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', md: 'center' }} justifyContent="space-between" sx={{ py: 2 }}>
        <Box>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('resources.documents.templates.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('resources.documents.templates.subtitle')}
          </Typography>
        </Box>
        <ActionButton label="resources.documents.templates.upload" icon={<UploadFileOutlinedIcon />} variant="contained" onClick={() => setUploading(true)} />
      </Stack>
      {isError ? <Alert severity="warning" sx={{ mb: 2 }}>{translate('app.errors.generic')}</Alert> : null}
      <Card variant="outlined">
        {isPending ? (
          <Skeleton variant="rectangular" height={240} />
        ) : templates.length === 0 ? (
          <EmptyState icon={<DescriptionOutlinedIcon />} title={translate('resources.documents.templates.empty')} />
        ) : isPhone ? (
          <TemplatesSimpleList templates={templates} />
        ) : (
          <TemplatesTable templates={templates} />
        )}
      </Card>
      <TemplateUploadDialog open={uploading} onClose={() => setUploading(false)} />
    </Box>
  );
}

import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { Box, Card, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { SEARCH_PATH } from '../../config';

/** The query parameter the header search writes. */
export const SEARCH_QUERY_PARAM = 'q';

/**
 * /backend/pages/generic/search?q=...: the target of the header search. The searchable sections
 * (clients, leads, sales) come in later issues; until then the page shows the query and says so.
 */
export function SearchPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_QUERY_PARAM) ?? '').trim();
  return (
    <Box sx={{ maxWidth: 880, width: '100%', mx: 'auto' }}>
      <Title title={translate('app.search.title')} />
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography variant="h5" component="h1">
          {translate('app.search.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="search-query">
          {query ? translate('app.search.query', { query }) : translate('app.search.no_query')}
        </Typography>
      </Stack>
      <Card sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
        <Stack spacing={2} alignItems="center">
          <SearchOffOutlinedIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
          <Typography variant="h6">{translate('app.search.empty_title')}</Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
            {translate('app.search.empty_text')}
          </Typography>
        </Stack>
      </Card>
    </Box>
  );
}
SearchPage.path = SEARCH_PATH;

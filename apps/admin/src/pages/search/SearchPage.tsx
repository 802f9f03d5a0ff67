import '../../i18n/searchTexts';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import LocationCityOutlinedIcon from '@mui/icons-material/LocationCityOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import {
  Alert,
  Box,
  Card,
  Chip,
  InputAdornment,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { SEARCH_PATH } from '../../config';
import { formatPhoneNumber } from '../../format/format';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { toSearchGroups, type SearchAnswer, type SearchKind } from './searchResults';
import { useCanOpen } from '../../routes/useCanOpen';

/** The query parameter the header search writes. */
export const SEARCH_QUERY_PARAM = 'q';

const ICONS: Record<SearchKind, ReactNode> = {
  clients: <ContactPhoneOutlinedIcon />,
  lids: <SupportAgentOutlinedIcon />,
  buildings: <LocationCityOutlinedIcon />,
  rooms: <ApartmentOutlinedIcon />,
  users: <ManageAccountsOutlinedIcon />,
};

function StateCard({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card sx={{ p: { xs: 4, sm: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} alignItems="center">
        <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 56 } }}>{icon}</Box>
        <Typography variant="h6">{title}</Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {text}
        </Typography>
      </Stack>
    </Card>
  );
}

/**
 * /backend/pages/generic/search?q=...: the target of the header search. Clients, leads, rooms and
 * users that match, grouped by kind, each opening its own screen.
 */
export function SearchPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [params] = useSearchParams();
  const query = (params.get(SEARCH_QUERY_PARAM) ?? '').trim();
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  const { data, isPending, isError } = useQuery({
    queryKey: ['search', query],
    queryFn: ({ signal }) => dataProvider.request<SearchAnswer>('search', { query: { q: query }, signal }),
    enabled: query.length > 0,
  });
  const canOpen = useCanOpen();
  const groups = toSearchGroups(data, canOpen);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    if (next) navigate(`${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: next }).toString()}`);
  };

  return (
    <Box sx={{ maxWidth: 880, width: '100%', mx: 'auto', pb: 4 }}>
      <Title title={translate('app.search.title')} />
      <Stack spacing={0.5} sx={{ mb: 2, mt: 1 }}>
        <Typography variant="h5" component="h1">
          {translate('app.search.title')}
        </Typography>
        <Typography color="text.secondary" data-testid="search-query">
          {query ? translate('app.search.query', { query }) : translate('app.search.no_query')}
        </Typography>
      </Stack>
      <Box component="form" role="search" onSubmit={submit} sx={{ mb: 3 }}>
        <TextField
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={translate('app.header.search_placeholder')}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.header.search'), enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>

      {!query ? (
        <StateCard icon={<SearchIcon />} title={translate('app.search.empty_title')} text={translate('app.search.empty_text')} />
      ) : isPending ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={100} />
        </Stack>
      ) : isError ? (
        <Alert severity="error">{translate('app.errors.generic')}</Alert>
      ) : groups.length === 0 ? (
        <StateCard
          icon={<SearchOffOutlinedIcon />}
          title={translate('app.search.no_results_title')}
          text={translate('app.search.no_results_text', { query })}
        />
      ) : (
        <Stack spacing={2}>
          {groups.map((group) => (
            <Card key={group.kind} component="section" aria-labelledby={`search-${group.kind}`}>
              <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
                <Box sx={{ color: 'primary.main', display: 'flex' }}>{ICONS[group.kind]}</Box>
                <Typography id={`search-${group.kind}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
                  {translate(`app.search.groups.${group.kind}`)}
                </Typography>
                <Chip size="small" label={group.hits.length} />
              </Stack>
              <List dense disablePadding>
                {group.hits.map((hit) => (
                  <ListItemButton key={`${group.kind}-${hit.id}`} component={Link} to={hit.to} sx={{ px: 2 }}>
                    <ListItemText
                      primary={hit.title}
                      secondary={[hit.phone ? formatPhoneNumber(hit.phone) : null, hit.subtitle].filter(Boolean).join(' · ') || undefined}
                      slotProps={{ primary: { sx: { fontWeight: 600 } } }}
                    />
                    <ListItemIcon sx={{ minWidth: 0, color: 'text.disabled' }}>
                      <ChevronRightIcon />
                    </ListItemIcon>
                  </ListItemButton>
                ))}
              </List>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
SearchPage.path = SEARCH_PATH;

import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Tooltip,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useGetList, usePermissions, useTranslate } from 'react-admin';
import { MAX_PAGE_SIZE, P } from '@mijozlar/shared';
import { StaticDialog } from '../../components/StaticDialog';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';
import type { Building } from './types';
import './texts'; // the layout's 3D button shows this dialog before any buildings screen loads

/** GET /api/config/: the installation's public settings. */
interface PublicConfig {
  three_d_url: string;
}

/** The external 3D page with the building id in its query (`?building=<id>`), keeping its own query. */
export function threeDModelUrl(base: string, buildingId: number | string, origin = window.location.origin): string {
  const url = new URL(base, origin);
  url.searchParams.set('building', String(buildingId));
  return url.toString();
}

export function usePublicConfig() {
  const dataProvider = useDataProvider<ApiDataProvider>();
  return useQuery({
    queryKey: ['app-config'],
    queryFn: () => dataProvider.request<PublicConfig>('config'),
    staleTime: 10 * 60_000,
  });
}

export interface ThreeDModelDialogProps {
  open: boolean;
  onClose: () => void;
  /** Preselects a building (the rooms screen of that building). */
  buildingId?: number;
}

/**
 * The 3D model (document 1, "Shell"): pick a building; Open stays disabled until one is chosen and
 * then opens the configured external page in a new tab. Static like every modal of the spec.
 */
export function ThreeDModelDialog({ open, onClose, buildingId }: ThreeDModelDialogProps) {
  const translate = useTranslate();
  const [selected, setSelected] = useState<number | ''>(buildingId ?? '');
  useEffect(() => {
    if (open) setSelected(buildingId ?? '');
  }, [open, buildingId]);
  const { data: buildings = [], isPending } = useGetList<Building>(
    'buildings',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  );
  const config = usePublicConfig();
  const base = config.data?.three_d_url ?? '';
  const notConfigured = config.isSuccess && !base;

  const openModel = () => {
    if (selected === '' || !base) return;
    window.open(threeDModelUrl(base, selected), '_blank', 'noopener');
    onClose();
  };

  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="xs" fullWidth aria-labelledby="three-d-title">
      <DialogTitle id="three-d-title">{translate('resources.buildings.three_d.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('resources.buildings.three_d.text')}</DialogContentText>
        <FormControl fullWidth size="small" disabled={isPending}>
          <InputLabel id="three-d-building-label">{translate('resources.buildings.three_d.building')}</InputLabel>
          <Select
            labelId="three-d-building-label"
            label={translate('resources.buildings.three_d.building')}
            value={buildings.some((building) => building.id === selected) ? selected : ''}
            onChange={(event) => {
              const value = event.target.value as number | '';
              setSelected(value === '' ? '' : Number(value));
            }}
          >
            {buildings.map((building) => (
              <MenuItem key={building.id} value={building.id}>
                {building.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        {notConfigured ? (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('resources.buildings.three_d.not_configured')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={openModel} disabled={selected === '' || !base} startIcon={<ViewInArOutlinedIcon />}>
          {translate('resources.buildings.three_d.open')}
        </Button>
      </DialogActions>
    </StaticDialog>
  );
}

/** The header's 3D model button, for users who may see buildings. */
export function ThreeDModelHeaderButton() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  if (!hasPermission(permissions, P.BUILDING_READ)) return null;
  const label = translate('resources.buildings.three_d.title');
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" onClick={() => setOpen(true)} aria-label={label}>
          <ViewInArOutlinedIcon />
        </IconButton>
      </Tooltip>
      <ThreeDModelDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

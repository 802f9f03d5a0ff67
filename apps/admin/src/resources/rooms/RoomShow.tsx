import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Breadcrumbs, Card, CardContent, Chip, Divider, Grid, Link as MuiLink, Skeleton, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Button, Title, useDelete, useGetOne, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDate, formatMoney, formatNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import { isApiError } from '../../providers/apiErrors';
import { buildingsListLink, roomEditPath, roomsPath } from '../buildings/paths';
import { errorMessage } from '../buildings/validation';
import { SaleStatusChip } from '../sales/SaleStatusChip';
import { RoomStatusChip } from './RoomStatusChip';
import { ROOMS_GRID_QUERY } from './RoomList';
import { BOOKED, SOLD } from './roomForm';
import type { Room } from './types';
import { HistorySection } from '../../components/history/HistorySection';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {label}
      </Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function SalesList({ room }: { room: Room }) {
  const translate = useTranslate();
  const sales = room.sales_list ?? [];
  if (sales.length === 0) {
    return (
      <Stack alignItems="center" spacing={1} sx={{ py: 4, color: 'text.secondary' }}>
        <ReceiptLongOutlinedIcon />
        <Typography variant="body2">{translate('resources.rooms.detail.sales_empty')}</Typography>
      </Stack>
    );
  }
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.rooms.detail.sale_date')}</TableCell>
            <TableCell>{translate('resources.rooms.detail.sale_client')}</TableCell>
            <TableCell align="right">{translate('resources.rooms.detail.sale_amount')}</TableCell>
            <TableCell>{translate('resources.rooms.detail.sale_status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sales.map((sale) => (
            <TableRow key={sale.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(sale.created_at) || '—'}</TableCell>
              <TableCell>{sale.client_name ?? sale.lid_name ?? '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(sale.sold_amount, { currency: sale.currency === room.currency ? room.currency_code : undefined }) || '—'}
              </TableCell>
              <TableCell>
                <SaleStatusChip status={sale.status} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /buildings/room/{id} (BUILDING_READ): photo, status, price per m², buyer or booker, sales. A failed read goes back to the room list. */
export function RoomShow() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { id } = useParams();
  const [params] = useSearchParams();
  const buildingId = Number(params.get('buildId')) || undefined;
  const { permissions } = usePermissions<string[]>();
  const canWrite = hasPermission(permissions, P.BUILDING_WRITE);
  const { data: room, error } = useGetOne<Room>('rooms', { id: Number(id) }, { retry: false, enabled: /^\d+$/.test(id ?? '') });
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending: deleting }] = useDelete<Room>();
  const backToList = buildingId ? roomsPath(buildingId) : buildingsListLink();

  useEffect(() => {
    const invalid = !/^\d+$/.test(id ?? '');
    if (!error && !invalid) return;
    // 403 and 5xx already opened their error page.
    if (isApiError(error) && error.redirected) return;
    notify('resources.rooms.notifications.not_found', { type: 'warning' });
    navigate(backToList, { replace: true });
  }, [error, id, notify, navigate, backToList]);

  const confirmDelete = async () => {
    if (!room) return;
    try {
      await remove('rooms', { id: room.id, previousData: room }, { mutationMode: 'pessimistic', returnPromise: true });
      notify('resources.rooms.notifications.deleted', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [ROOMS_GRID_QUERY] });
      navigate(roomsPath(room.building), { replace: true });
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
      setConfirming(false);
    }
  };

  if (!room) {
    return (
      <Stack spacing={2} sx={{ pt: 2 }}>
        <Skeleton width={260} height={32} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }

  const person = room.client_name ?? room.lid_name;
  const personKind = room.client ? translate('resources.rooms.fields.client') : translate('resources.rooms.fields.lid');
  const title = translate('resources.rooms.page.detail', { number: room.number });

  return (
    <Box sx={{ pt: { xs: 1, sm: 2 }, pb: 3, maxWidth: 1200 }}>
      <Title title={title} />
      <Breadcrumbs sx={{ fontSize: 14, mb: 0.5 }}>
        <MuiLink component={Link} to={buildingsListLink()} underline="hover" color="inherit">
          {translate('resources.buildings.page.list')}
        </MuiLink>
        <MuiLink component={Link} to={roomsPath(room.building)} underline="hover" color="inherit">
          {room.building_name}
        </MuiLink>
        <Typography color="text.primary" sx={{ fontSize: 14 }}>
          №{room.number}
        </Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'flex-start', sm: 'center' }} sx={{ mb: 2 }}>
        <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flex: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <RoomStatusChip code={room.status_code} name={room.status_name} size="medium" />
          {room.is_resold ? <Chip size="small" variant="outlined" label={translate('resources.rooms.detail.resold')} /> : null}
        </Stack>
        {canWrite ? (
          <Stack direction="row" spacing={1}>
            <Button label="resources.rooms.action.delete" color="error" onClick={() => setConfirming(true)}>
              <DeleteOutlineIcon />
            </Button>
            <Button label="resources.rooms.action.edit" variant="contained" component={Link} to={`${roomEditPath(room.id)}&buildId=${room.building}`}>
              <EditOutlinedIcon />
            </Button>
          </Stack>
        ) : null}
      </Stack>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ height: '100%', display: 'flex' }}>
            <Box sx={{ flex: 1, minHeight: 240, aspectRatio: { xs: '4 / 3', md: 'auto' }, backgroundColor: 'action.hover', display: 'grid', placeItems: 'center' }}>
              {room.photo?.url ? (
                <Box component="img" src={room.photo.url} alt={title} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
              ) : (
                <Stack alignItems="center" spacing={0.5} sx={{ color: 'text.disabled' }}>
                  <ImageOutlinedIcon sx={{ fontSize: 56 }} />
                  <Typography variant="body2">{translate('resources.rooms.photo.empty')}</Typography>
                </Stack>
              )}
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.4 }}>
                {translate('resources.rooms.fields.price')}
              </Typography>
              <Typography variant="h4" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(room.price, { currency: room.currency_code })}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {translate('resources.rooms.detail.price_per_m2')}: {formatMoney(room.price_per_m2, { currency: room.currency_code }) || '—'}
              </Typography>
              <Divider sx={{ my: 2 }} />
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' } }}>
                <Fact label={translate('resources.rooms.detail.area')}>{formatMoney(room.area)} m²</Fact>
                <Fact label={translate('resources.rooms.fields.rooms_count')}>{room.rooms_count ?? '—'}</Fact>
                <Fact label={translate('resources.rooms.fields.floor')}>{formatNumber(room.floor)}</Fact>
                <Fact label={translate('resources.rooms.fields.entrance')}>{formatNumber(room.entrance)}</Fact>
                <Fact label={translate('resources.rooms.fields.block')}>{room.block_name ?? '—'}</Fact>
                <Fact label={translate('resources.rooms.fields.building')}>{room.building_name}</Fact>
              </Box>
              {room.status_code === BOOKED || room.status_code === SOLD ? (
                <>
                  <Divider sx={{ my: 2 }} />
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                    <Fact label={translate(room.status_code === SOLD ? 'resources.rooms.detail.buyer' : 'resources.rooms.detail.booker')}>
                      {person ? `${person} · ${personKind}` : '—'}
                    </Fact>
                    {room.status_code === BOOKED ? (
                      <Fact label={translate('resources.rooms.detail.booked_until')}>{formatDate(room.booking_end_date) || '—'}</Fact>
                    ) : null}
                  </Box>
                </>
              ) : null}
              {room.description ? (
                <>
                  <Divider sx={{ my: 2 }} />
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {room.description}
                  </Typography>
                </>
              ) : null}
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <Card variant="outlined">
            <CardContent sx={{ pb: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                {translate('resources.rooms.sections.sales')}
              </Typography>
              <SalesList room={room} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>

      <Box sx={{ mt: 2 }}>
        <HistorySection entity="room" id={room.id} />
      </Box>
      <ConfirmDialog
        open={confirming}
        title={translate('resources.rooms.delete.title', { number: room.number })}
        content={translate('resources.rooms.delete.content')}
        confirmLabel="ra.action.delete"
        confirmColor="error"
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

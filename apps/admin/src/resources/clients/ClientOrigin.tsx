import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Box, Link as MuiLink, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { InfoRow, SectionCard } from '../../components/RecordPage';
import { NumCell } from '../../components/table/NumCell';
import { formatDate, formatMoney } from '../../format/format';
import { roomPath } from '../buildings/paths';
import { LidTalks } from '../lids/LidTalks';
import { lidReadPath } from '../lids/paths';
import type { Lid } from '../lids/types';
import { RoomStatusChip } from '../rooms/RoomStatusChip';
import type { Room } from '../rooms/types';
import { ScrollX } from '../../components/ScrollX';

/** The area column only where the card is wide enough for four columns. */
const AREA_SX = { display: { xs: 'none', sm: 'table-cell', md: 'none', xl: 'table-cell' } };

/**
 * The rooms booked or sold to the client (GET /api/room/?client=, BUILDING_READ), each linking to
 * its room page. Nothing is shown while the client has none.
 */
export function ClientRooms({ clientId }: { clientId: number }) {
  const translate = useTranslate();
  const { data: rooms = [], isPending } = useGetList<Room>('rooms', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'building', order: 'ASC' },
    filter: { client: clientId },
  });
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  if (rooms.length === 0) return null;
  return (
    <SectionCard fill={false} icon={<ApartmentOutlinedIcon />} title="app.ui.clients.rooms">
      <ScrollX>
        <Table size="small" aria-label={translate('app.ui.clients.rooms')} data-testid="client-rooms">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.clients.rooms.room')}</TableCell>
              <TableCell>{translate('resources.clients.rooms.status')}</TableCell>
              <TableCell align="right" sx={AREA_SX}>{translate('resources.clients.rooms.area')}</TableCell>
              <TableCell align="right">{translate('resources.clients.rooms.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rooms.map((room) => (
              <TableRow key={room.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <MuiLink component={Link} to={roomPath(room.id)} underline="hover" sx={{ fontWeight: 600 }}>
                    {`${room.building_name}, № ${room.number}`}
                  </MuiLink>
                </TableCell>
                <TableCell>
                  <RoomStatusChip code={room.status_code} name={room.status_name} />
                  {room.booking_end_date ? (
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ whiteSpace: 'nowrap', mt: 0.25 }}>
                      {translate('resources.clients.rooms.booked_until_value', { date: formatDate(room.booking_end_date) })}
                    </Typography>
                  ) : null}
                </TableCell>
                <NumCell sx={AREA_SX}>{translate('resources.clients.rooms.area_value', { area: formatMoney(room.area) })}</NumCell>
                <NumCell>{formatMoney(room.price, { currency: room.currency_code })}</NumCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollX>
    </SectionCard>
  );
}

/**
 * A client converted from a lead: the lead's source, note and talks (GET /api/lid/?converted_client=,
 * LID_READ), with a link to the lead. Nothing for a client added by hand.
 */
export function ClientLead({ clientId }: { clientId: number }) {
  const translate = useTranslate();
  const { data: leads = [], isPending } = useGetList<Lid>('lids', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'DESC' },
    filter: { converted_client: clientId },
  });
  if (isPending) return <Skeleton variant="rounded" height={96} />;
  const lead = leads[0];
  if (!lead) return null;
  return (
    <Stack spacing={2} data-testid="client-lead">
      <SectionCard
        fill={false}
        icon={<SupportAgentOutlinedIcon />}
        title="resources.clients.lead.title"
        action={
          <MuiLink component={Link} to={lidReadPath(lead.id)} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
            {translate('resources.clients.lead.open')}
            <OpenInNewIcon fontSize="inherit" />
          </MuiLink>
        }
      >
        <InfoRow label="resources.clients.lead.source" divider>
          <Typography variant="body2" color={lead.source_name ? 'text.primary' : 'text.disabled'}>{lead.source_name || '—'}</Typography>
        </InfoRow>
        <InfoRow label="resources.clients.lead.call_date" divider>
          <Typography variant="body2">{formatDate(lead.call_date) || '—'}</Typography>
        </InfoRow>
        <Box sx={{ pt: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {translate('resources.clients.lead.note')}
          </Typography>
          <Typography variant="body2" color={lead.note ? 'text.primary' : 'text.disabled'} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {lead.note || translate('resources.clients.lead.no_note')}
          </Typography>
        </Box>
      </SectionCard>
      <LidTalks lid={lead} readOnly title="resources.clients.lead.talks" />
    </Stack>
  );
}

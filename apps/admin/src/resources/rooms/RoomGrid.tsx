import { Box, ButtonBase, Tooltip, Typography, useTheme } from '@mui/material';
import { memo, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../components/visuallyHidden';
import { formatMoney } from '../../format/format';
import { compactAmount, layoutGrid } from './gridModel';
import { statusColorOf, statusTextOf, statusTint } from './statusColors';
import type { GridRoom, RoomGrid as RoomGridData } from './types';

/** Tile size: 6 entrances of 3 rooms (18 tiles) fit beside the sidebar on a 1366 px laptop. */
export const TILE_WIDTH = 52;
const TILE_HEIGHT = 52;
const GAP = 2;
const FLOOR_COLUMN = 40;

export interface RoomGridProps {
  grid: Pick<RoomGridData, 'floors' | 'entrances' | 'cells'>;
  statusNames?: Record<string, string>;
  onOpen: (room: GridRoom) => void;
}


const RoomTile = memo(function RoomTile({
  room,
  floor,
  entrance,
  statusName,
  onOpen,
}: {
  room: GridRoom;
  floor: number;
  entrance: number;
  statusName: string;
  onOpen: (room: GridRoom) => void;
}) {
  const theme = useTheme();
  const translate = useTranslate();
  const color = statusColorOf(theme, room.status_code);
  // The tile is named by what it shows (voice control users say what they see), then where it is.
  const context = translate('resources.rooms.grid.tile_context', { floor, entrance, status: statusName });
  const compact = compactAmount(room.price_per_m2);
  const price = compact.millions ? translate('resources.rooms.grid.million', { amount: compact.text }) : compact.text;
  const fullPrice = formatMoney(room.price_per_m2, { fractionDigits: 0 });
  return (
    <Tooltip
      disableInteractive
      enterDelay={400}
      title={
        <Box sx={{ fontSize: 12, lineHeight: 1.5 }}>
          <div>
            <b>№{room.number}</b> · {statusName}
          </div>
          {room.rooms_count ? <div>{translate('resources.rooms.grid.rooms_short', { count: room.rooms_count })}</div> : null}
          <div>{formatMoney(room.area)} m²</div>
          <div>
            {formatMoney(room.price)} {room.currency_code}
          </div>
          {fullPrice ? (
            <div>
              {fullPrice} {room.currency_code} / m²
            </div>
          ) : null}
        </Box>
      }
    >
      <ButtonBase
        onClick={() => onOpen(room)}
        data-status={room.status_code}
        data-room-id={room.id}
        className="room-tile"
        sx={{
          width: TILE_WIDTH,
          height: TILE_HEIGHT,
          flex: 'none',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'space-between',
          px: '4px',
          py: '3px',
          borderRadius: 1,
          textAlign: 'left',
          color: 'text.primary',
          backgroundColor: statusTint(theme, room.status_code, theme.palette.mode === 'dark' ? 22 : 14),
          border: `1px solid color-mix(in srgb, ${color} 45%, transparent)`,
          borderTop: `3px solid ${color}`,
          fontVariantNumeric: 'tabular-nums',
          transition: theme.transitions.create(['transform', 'box-shadow'], { duration: 120 }),
          '&:hover, &.Mui-focusVisible': { boxShadow: `0 0 0 2px ${color}`, zIndex: 1 },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 0.25 }}>
          <Typography component="span" sx={{ fontSize: 12, fontWeight: 700, lineHeight: 1.1, letterSpacing: -0.2 }} noWrap>
            <Box component="span" sx={visuallyHidden}>
              №
            </Box>
            {room.number}
          </Typography>{' '}
          {room.rooms_count ? (
            <Typography component="span" sx={{ fontSize: 9.5, fontWeight: 700, lineHeight: 1, color: statusTextOf(theme, room.status_code), flex: 'none' }}>
              {translate('resources.rooms.grid.rooms_badge', { count: room.rooms_count })}
            </Typography>
          ) : null}
        </Box>{' '}
        <Typography component="span" sx={{ fontSize: 10, lineHeight: 1.15, color: 'text.secondary' }} noWrap>
          {formatMoney(room.area, { fractionDigits: 1 })} m²
        </Typography>{' '}
        <Typography
          component="span"
          sx={{ fontSize: compact.millions ? 9.5 : 10, letterSpacing: compact.millions ? -0.2 : 0, lineHeight: 1.15, fontWeight: 500 }}
          noWrap
        >
          {price || '—'}
        </Typography>
        <Box component="span" sx={visuallyHidden}>
          {context}
        </Box>
      </ButtonBase>
    </Tooltip>
  );
});

/**
 * The apartment grid (shaxmatka): entrances as columns, floors as rows from the top floor down,
 * each cell the rooms of that floor and entrance as tiles coloured by status. The entrance header
 * and the floor column stay in place while the grid scrolls in both directions.
 */
export function RoomGrid({ grid, statusNames = {}, onOpen }: RoomGridProps) {
  const translate = useTranslate();
  const layout = useMemo(() => layoutGrid(grid), [grid]);
  const columnWidth = (entrance: number) => layout.tilesPerEntrance[entrance] * (TILE_WIDTH + GAP) + GAP + 2;
  const template = [`${FLOOR_COLUMN}px`, ...layout.entrances.map((entrance) => `${columnWidth(entrance)}px`)].join(' ');

  const stickyHead = {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: 'background.paper',
    borderBottom: 1,
    borderColor: 'divider',
  } as const;
  const stickyFloor = {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: 'background.paper',
    borderRight: 1,
    borderColor: 'divider',
  } as const;

  return (
    <Box
      data-testid="room-grid-scroll"
      sx={{
        overflow: 'auto',
        maxHeight: { xs: '70dvh', md: 'calc(100dvh - 140px)' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        backgroundColor: 'background.paper',
        overscrollBehavior: 'contain',
      }}
    >
      <Box
        role="grid"
        aria-rowcount={layout.floors.length + 1}
        aria-colcount={layout.entrances.length + 1}
        sx={{ display: 'grid', gridTemplateColumns: template, width: 'max-content', minWidth: '100%' }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <Box role="columnheader" sx={{ ...stickyHead, ...stickyFloor, zIndex: 3, px: 0.5, py: 0.75 }}>
            <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, fontSize: 11 }}>
              {translate('resources.rooms.grid.floor')}
            </Typography>
          </Box>
          {layout.entrances.map((entrance) => (
            <Box
              role="columnheader"
              key={entrance}
              data-entrance={entrance}
              sx={{ ...stickyHead, px: 1, py: 0.75, borderLeft: 1, borderLeftColor: 'divider' }}
            >
              <Typography variant="caption" sx={{ fontWeight: 700, letterSpacing: 0.2 }} noWrap>
                {translate('resources.rooms.grid.entrance', { entrance })}
              </Typography>
            </Box>
          ))}
        </Box>
        {layout.floors.map((floor) => (
          <Box role="row" key={floor} data-floor={floor} sx={{ display: 'contents' }}>
            <Box
              role="rowheader"
              sx={{ ...stickyFloor, display: 'flex', alignItems: 'center', justifyContent: 'center', borderBottom: 1, borderBottomColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {floor}
              </Typography>
            </Box>
            {layout.entrances.map((entrance) => {
              const rooms = layout.roomsAt(floor, entrance);
              return (
                <Box
                  role="gridcell"
                  key={entrance}
                  data-floor={floor}
                  data-entrance={entrance}
                  sx={{
                    display: 'flex',
                    gap: `${GAP}px`,
                    p: `${GAP}px`,
                    pl: '4px',
                    borderLeft: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  {rooms.map((room) => (
                    <RoomTile
                      key={room.id}
                      room={room}
                      floor={floor}
                      entrance={entrance}
                      statusName={statusNames[room.status_code] ?? room.status_code}
                      onOpen={onOpen}
                    />
                  ))}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

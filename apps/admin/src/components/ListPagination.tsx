import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import { Pagination, useListPaginationContext, useTranslate } from 'react-admin';

/** Page sizes of the spec's tables (document 2, section 9). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25, 50, 100];

interface PhoneActionsProps {
  count: number;
  page: number;
  rowsPerPage: number;
  onPageChange: (event: MouseEvent<HTMLButtonElement> | null, page: number) => void;
}

/**
 * The previous/next arrows of a list on a phone, each with its name and a tooltip (shown on a long
 * press): MUI's own arrows there have a name only.
 */
export function PhonePaginationActions({ count, page, rowsPerPage, onPageChange }: PhoneActionsProps) {
  const translate = useTranslate();
  const last = count === -1 ? Infinity : Math.max(0, Math.ceil(count / rowsPerPage) - 1);
  const arrows = [
    { key: 'previous', label: translate('app.ui.mui.previous_page'), to: page - 1, disabled: page <= 0, icon: <ChevronLeftIcon /> },
    { key: 'next', label: translate('app.ui.mui.next_page'), to: page + 1, disabled: page >= last, icon: <ChevronRightIcon /> },
  ];
  return (
    <Box sx={{ flexShrink: 0, ml: 1.5, display: 'flex' }}>
      {arrows.map((arrow) => (
        <Tooltip key={arrow.key} title={arrow.label}>
          {/* A disabled button sends no events: the span keeps the tooltip working. */}
          <span>
            <IconButton color="inherit" disabled={arrow.disabled} aria-label={arrow.label} onClick={(event) => onPageChange(event, arrow.to)}>
              {arrow.icon}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Box>
  );
}

/** Pagination with the spec's page sizes; a size from the URL (the menu's page_size=20) is offered too. */
export function ListPagination() {
  const { perPage } = useListPaginationContext();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const options = PAGE_SIZE_OPTIONS.includes(perPage) ? [...PAGE_SIZE_OPTIONS] : [...PAGE_SIZE_OPTIONS, perPage].sort((a, b) => a - b);
  // Below md react-admin shows MUI's bare arrows (it passes the rest of its props on to TablePagination,
  // not typed): ours carry tooltips. Wider screens keep react-admin's numbered pages.
  const phone = isSmall ? ({ ActionsComponent: PhonePaginationActions } as object) : {};
  return <Pagination rowsPerPageOptions={options} {...phone} />;
}

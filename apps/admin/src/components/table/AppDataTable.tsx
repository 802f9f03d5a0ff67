import type { Breakpoint } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { useCallback, useMemo, useRef } from 'react';
import { DataTable, useListContext, type DataTableProps, type RaRecord, type SortPayload } from 'react-admin';
import { ScrollX } from '../ScrollX';
import { nextSortKeys, parseSortKeys, toSortPayload } from './sortKeys';

/** Columns (by source) that a list drops below a width: the MUI breakpoints of the theme (lg 1200, xl 1400 px). */
export type ColumnSets = Partial<Record<Breakpoint, readonly string[]>>;

export type AppDataTableProps<RecordType extends RaRecord = RaRecord> = Omit<DataTableProps<RecordType>, 'setSort' | 'sort'> & {
  /** Less important columns to drop on narrower screens; what is left scrolls sideways. */
  hideBelow?: ColumnSets;
  /** The first column stays in view while the others scroll (default true). */
  stickyFirstColumn?: boolean;
};

const ARROW = { ASC: '↑', DESC: '↓' } as const;

/**
 * The one table of every list: react-admin's DataTable inside ScrollX (sideways scroll with a
 * visible edge, sticky first column), per-width column sets, and the spec's sort (document 2,
 * section 4): a click cycles none → ascending → descending and clears the other columns; a
 * shift-click adds a column, turns an ascending one descending, and removes a descending one.
 * Several sorted columns show their rank (and direction) beside the header.
 */
export function AppDataTable<RecordType extends RaRecord = RaRecord>({
  hideBelow,
  stickyFirstColumn = true,
  sx,
  ...props
}: AppDataTableProps<RecordType>) {
  const { sort, setSort } = useListContext<RecordType>();
  const keys = useMemo(() => parseSortKeys(sort), [sort]);
  const additive = useRef(false);
  // The sort last asked for, and the list's sort at that moment: a second click that comes before
  // the list shows the first one (a quick shift-click) builds on what was asked, not on the old sort.
  const asked = useRef<{ payload: SortPayload; before: SortPayload | undefined } | null>(null);

  const handleSort = useCallback(
    (next: SortPayload) => {
      const shift = additive.current;
      additive.current = false;
      const pending = asked.current;
      const base = pending && !sameSort(sort, pending.payload) && sameSort(sort, pending.before) ? parseSortKeys(pending.payload) : keys;
      const payload = toSortPayload(nextSortKeys(base, next.field, shift));
      asked.current = { payload, before: sort };
      setSort(payload);
    },
    [keys, sort, setSort],
  );

  const tableSx = useMemo<SxProps<Theme>>(() => {
    const rules: Record<string, unknown> = {
      '& thead th': { userSelect: 'none' },
      // ScrollX is the one scrolling box (its edges fade, the first column sticks to it).
      '& .RaDataTable-tableWrapper': { overflow: 'visible' },
    };
    if (keys.length > 1) {
      keys.forEach((key, index) => {
        rules[`& thead th.column-${cssEscape(key.field)} .MuiTableSortLabel-root::after`] = {
          content: `"${index === 0 ? '' : ARROW[key.order]}${index + 1}"`,
          ml: 0.5,
          fontSize: '0.7rem',
          fontWeight: 700,
          color: 'primary.main',
        };
      });
    }
    return (theme: Theme) => {
      const hidden: Record<string, unknown> = {};
      for (const [breakpoint, sources] of Object.entries(hideBelow ?? {})) {
        if (!sources || sources.length === 0) continue;
        hidden[theme.breakpoints.down(breakpoint as Breakpoint)] = {
          [sources.map((source) => `& .column-${cssEscape(source)}`).join(', ')]: { display: 'none' },
        };
      }
      const own = typeof sx === 'function' ? sx(theme) : Array.isArray(sx) ? Object.assign({}, ...sx) : (sx ?? {});
      return { ...rules, ...hidden, ...own };
    };
  }, [keys, hideBelow, sx]);

  const primary: SortPayload | undefined = keys.length > 0 ? { field: keys[0].field, order: keys[0].order } : sort;

  return (
    <ScrollX
      stickyFirstColumn={stickyFirstColumn}
      onClickCapture={(event) => {
        additive.current = event.shiftKey;
      }}
    >
      <DataTable<RecordType> {...props} sort={primary} setSort={handleSort} sx={tableSx} />
    </ScrollX>
  );
}

AppDataTable.Col = DataTable.Col;
AppDataTable.NumberCol = DataTable.NumberCol;

function sameSort(a: SortPayload | undefined, b: SortPayload | undefined): boolean {
  return (a?.field ?? '') === (b?.field ?? '') && (a?.field ? a.order === b?.order : true);
}

function cssEscape(value: string): string {
  return value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
}

import { TableCell, type TableCellProps } from '@mui/material';

const NUM_SX = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A right-aligned table cell for an amount or a measure: digits in columns, never wrapped. */
export function NumCell({ sx, ...props }: Omit<TableCellProps, 'align'>) {
  return <TableCell align="right" {...props} sx={[NUM_SX, ...(Array.isArray(sx) ? sx : [sx])]} />;
}

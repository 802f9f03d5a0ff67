import { useListContext } from 'react-admin';
import { toFilterQuery, toOrdering } from '../providers/dataProvider';
import { files } from '../providers/files';
import { DownloadButton } from './DownloadButton';

export interface ListExportButtonProps {
  /** Translation key; "Export" by default. */
  label?: string;
  path: string;
  fileName: string;
  /** Filters the export does not take (a nested list's parent, already in `path`). */
  omit?: readonly string[];
  /** Filters the export always takes, over the list's. */
  extra?: Record<string, unknown>;
}

/** The list's XLSX export with the filters and the order on screen. */
export function ListExportButton({ label = 'ra.action.export', path, fileName, omit = [], extra }: ListExportButtonProps) {
  const { filterValues, sort } = useListContext();
  const filters = Object.fromEntries(Object.entries({ ...filterValues, ...extra }).filter(([key]) => !omit.includes(key)));
  return <DownloadButton label={label} path={path} fileName={fileName} query={{ ...toFilterQuery(filters), ordering: toOrdering(sort) }} transfer={files} />;
}

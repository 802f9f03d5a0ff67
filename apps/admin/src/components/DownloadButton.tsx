import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify } from 'react-admin';
import type { Query } from '../providers/httpClient';
import type { FileTransfer } from '../providers/fileTransfer';

export interface DownloadButtonProps {
  /** Translation key. */
  label: string;
  path: string;
  fileName: string;
  query?: Query;
  transfer: Pick<FileTransfer, 'download'>;
  variant?: 'text' | 'outlined' | 'contained';
}

/** Downloads an export (with the token) and shows that it is under way. */
export function DownloadButton({ label, path, fileName, query, transfer, variant = 'text' }: DownloadButtonProps) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await transfer.download(path, fileName, query);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={label} onClick={() => void onClick()} disabled={busy} variant={variant}>
      {busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadOutlinedIcon />}
    </Button>
  );
}

import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { StaticDialog } from './StaticDialog';

export interface ManageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title's element id (names the dialog for screen readers). */
  id: string;
  /** The title, already translated. */
  title: string;
  /** A button beside the title (e.g. add). */
  action?: ReactNode;
  /** Translation key of the line under the title. */
  subtitle: string;
  children: ReactNode;
}

/** A dialog that manages a short list in place (add, rename, delete), closed with one Close button. */
export function ManageDialog({ open, onClose, id, title, action, subtitle, children }: ManageDialogProps) {
  const translate = useTranslate();
  return (
    <StaticDialog open={open} onDismiss={onClose} maxWidth="sm" fullWidth aria-labelledby={id}>
      {action === undefined ? (
        <DialogTitle id={id}>{title}</DialogTitle>
      ) : (
        <DialogTitle id={id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flex: 1 }}>{title}</Box>
          {action}
        </DialogTitle>
      )}
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(subtitle)}
        </Typography>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} color="inherit">
          {translate('ra.action.close')}
        </Button>
      </DialogActions>
    </StaticDialog>
  );
}

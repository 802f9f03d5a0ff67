import { Dialog, type DialogProps } from '@mui/material';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

export type StaticDialogProps = Omit<DialogProps, 'onClose'> & {
  /** Called when the dialog must close on its own: the route moved to an error page. */
  onDismiss?: () => void;
};

/**
 * A modal of the spec (document 2, section 4): static, so neither a backdrop click nor the keyboard
 * closes it; only its own buttons do. It closes when the route changes to a path containing /errors.
 */
export function StaticDialog({ onDismiss, open, ...rest }: StaticDialogProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (open && pathname.includes('/errors')) onDismiss?.();
  }, [open, pathname, onDismiss]);
  return <Dialog open={open && !pathname.includes('/errors')} disableEscapeKeyDown {...rest} />;
}

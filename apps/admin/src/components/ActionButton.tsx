import { Button, type ButtonProps } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export type ActionButtonProps = Omit<ButtonProps, 'children'> & {
  /** Translation key. */
  label: string;
  icon: ReactNode;
  /** A route to open instead of an action. */
  to?: string;
};

/**
 * A page's main action, labelled on every screen size (react-admin's Button shrinks to an icon on
 * phones, which is too little for actions such as "convert to client").
 */
export function ActionButton({ label, icon, to, size = 'small', ...rest }: ActionButtonProps) {
  const translate = useTranslate();
  const common = { size, startIcon: icon, ...rest };
  return to ? (
    <Button component={Link} to={to} {...common}>
      {translate(label)}
    </Button>
  ) : (
    <Button {...common}>{translate(label)}</Button>
  );
}

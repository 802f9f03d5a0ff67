import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';

export interface ListEmptyStateProps {
  icon: ReactNode;
  /** Its texts: `resources.<resource>.page.empty` and `.page.invite`; `.action.create` on the add button. */
  resource: string;
  /** Shows the add button. */
  onCreate?: () => void;
  /** Another action instead (a link, several buttons). */
  action?: ReactNode;
}

/** A list with no records yet: what it holds and how to add the first one. */
export function ListEmptyState({ icon, resource, onCreate, action }: ListEmptyStateProps) {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={icon}
      title={translate(`resources.${resource}.page.empty`)}
      text={translate(`resources.${resource}.page.invite`)}
      action={
        action ??
        (onCreate ? (
          <Button label={`resources.${resource}.action.create`} onClick={onCreate} variant="contained">
            <AddIcon />
          </Button>
        ) : undefined)
      }
    />
  );
}

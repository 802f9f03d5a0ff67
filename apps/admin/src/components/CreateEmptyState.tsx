import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { EmptyState } from './EmptyState';

export interface CreateEmptyStateProps {
  icon: ReactNode;
  /** Translation keys. */
  title: string;
  text: string;
  createLabel: string;
  onCreate: () => void;
}

/** An empty list that invites to add the first record. */
export function CreateEmptyState({ icon, title, text, createLabel, onCreate }: CreateEmptyStateProps) {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={icon}
      title={translate(title)}
      text={translate(text)}
      action={
        <Button label={createLabel} onClick={onCreate} variant="contained">
          <AddIcon />
        </Button>
      }
    />
  );
}

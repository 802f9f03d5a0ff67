import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ApiDataProvider } from '../providers/dataProvider';
import { ConfirmedRowAction, DeleteRowAction } from './RowActions';

/** Translation keys of one resource's (de)activate and delete. */
export interface ActivateDeleteTexts {
  activate: string;
  deactivate: string;
  delete: string;
  /** The dialogs: `<confirm>.{activate,deactivate,delete}` with %{name}, and each one's `_title`. */
  confirm: string;
  activated: string;
  deactivated: string;
  deleted: string;
}

export interface ActivateDeleteActionsProps {
  record: { is_active: boolean };
  /** Shown in the dialogs. */
  name: string;
  /** The record's API path: PUT {is_active} switches it, DELETE deletes it. */
  path: string;
  texts: ActivateDeleteTexts;
  /** The colour of "deactivate" in its dialog. */
  deactivateColor?: 'primary' | 'warning';
  /** The query caches that show the record. */
  invalidate: readonly string[];
}

/** Deactivate (or activate) and delete a record of a list, each confirmed first; put in `RowActions` after "edit". */
export function ActivateDeleteActions({ record, name, path, texts, deactivateColor = 'primary', invalidate }: ActivateDeleteActionsProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const active = record.is_active;
  const after = async (done: string) => {
    notify(done, { type: 'success' });
    for (const queryKey of invalidate) await queryClient.invalidateQueries({ queryKey: [queryKey] });
  };
  const toggle = active ? 'deactivate' : 'activate';
  return (
    <>
      <ConfirmedRowAction
        label={texts[toggle]}
        icon={active ? <PauseCircleOutlineIcon fontSize="small" /> : <PlayCircleOutlineIcon fontSize="small" />}
        confirm={{
          title: `${texts.confirm}.${toggle}_title`,
          content: translate(`${texts.confirm}.${toggle}`, { name }),
          confirmLabel: 'ra.action.confirm',
          confirmColor: active ? deactivateColor : 'primary',
        }}
        onConfirm={async () => {
          await dataProvider.request(path, { method: 'PUT', body: { is_active: !active } });
          await after(active ? texts.deactivated : texts.activated);
        }}
      />
      <DeleteRowAction
        label={texts.delete}
        title={`${texts.confirm}.delete_title`}
        confirmLabel="ra.action.delete"
        content={translate(`${texts.confirm}.delete`, { name })}
        onConfirm={async () => {
          await dataProvider.request(path, { method: 'DELETE' });
          await after(texts.deleted);
        }}
      />
    </>
  );
}

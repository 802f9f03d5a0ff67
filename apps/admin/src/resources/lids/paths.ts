import type { Identifier } from 'react-admin';

export const LIDS_LIST_PATH = '/lids/lidsList';

export function lidReadPath(id: Identifier): string {
  return `/lids/lidsRead/${encodeURIComponent(String(id))}`;
}

export const lidToClientPath = (id: Identifier) => `lid/${encodeURIComponent(String(id))}/lid-to-client`;

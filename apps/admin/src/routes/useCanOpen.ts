import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import { canOpen } from './screens';

/**
 * `(url) => boolean`: whether the signed-in user may open the screen at `url` (the screens table).
 * Buttons and links to another screen show only when it is true; false while permissions load.
 */
export function useCanOpen(): (url: string) => boolean {
  const { permissions } = usePermissions<string[]>();
  return useCallback((url: string) => canOpen(permissions, url), [permissions]);
}

// A record's History on its page: shown only with AUDIT_READ; the list, its texts and the diff view are
// their own chunk (RecordHistory), fetched when the section is first rendered.
import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import { usePermissions } from 'react-admin';
import { P, type AuditEntity } from '@mijozlar/shared';
import { hasPermission } from '../../permissions';

// The audit chunk (resources/audit/screens.ts) holds the Audit screen and this history: one chunk.
const RecordHistory = lazy(() => import('../../resources/audit/screens').then((module) => ({ default: module.RecordHistory })));

export interface HistorySectionProps {
  entity: AuditEntity;
  id: number | null | undefined;
}

/** A sale's, a wallet's, a supplier's… History also lists what belongs to the record (RecordHistory, RELATED_HISTORY). */
export function HistorySection({ entity, id }: HistorySectionProps) {
  const { permissions } = usePermissions<string[]>();
  if (id === null || id === undefined || !hasPermission(permissions, P.AUDIT_READ)) return null;
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
      <RecordHistory entity={entity} id={Number(id)} />
    </Suspense>
  );
}

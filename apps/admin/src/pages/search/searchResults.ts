import { roomsPath } from '../../resources/buildings/paths';
import { clientReadPath } from '../../resources/clients/paths';
import { lidReadPath } from '../../resources/lids/paths';
import { userEditPath } from '../../resources/users/paths';

/** GET /api/search/?q= */
export interface SearchAnswer {
  clients?: { id: number; name: string; phone_number?: string | null }[];
  lids?: { id: number; name: string; phone_number?: string | null }[];
  buildings?: { id: number; name: string; address?: string | null }[];
  rooms?: { id: number; number: string | number; building?: number; building_name?: string | null }[];
  users?: { id: number; full_name?: string; name?: string; phone_number?: string | null }[];
}

export type SearchKind = 'clients' | 'lids' | 'buildings' | 'rooms' | 'users';

export interface SearchHit {
  id: number;
  title: string;
  subtitle?: string | null;
  /** A phone to show with the mask. */
  phone?: string | null;
  to: string;
}

export interface SearchGroup {
  kind: SearchKind;
  hits: SearchHit[];
}

export const roomPath = (id: number) => `/buildings/room/${id}`;

/** The answer as groups in a fixed order, each hit with the screen it opens; empty groups are left out. */
export function toSearchGroups(answer: SearchAnswer | null | undefined): SearchGroup[] {
  if (!answer) return [];
  const groups: SearchGroup[] = [
    { kind: 'clients', hits: (answer.clients ?? []).map((c) => ({ id: c.id, title: c.name, phone: c.phone_number, to: clientReadPath(c.id) })) },
    { kind: 'lids', hits: (answer.lids ?? []).map((l) => ({ id: l.id, title: l.name, phone: l.phone_number, to: lidReadPath(l.id) })) },
    // A building opens its rooms screen (/buildings/room?buildId=).
    { kind: 'buildings', hits: (answer.buildings ?? []).map((b) => ({ id: b.id, title: b.name, subtitle: b.address, to: roomsPath(b.id) })) },
    {
      kind: 'rooms',
      hits: (answer.rooms ?? []).map((r) => ({ id: r.id, title: String(r.number), subtitle: r.building_name, to: roomPath(r.id) })),
    },
    {
      kind: 'users',
      hits: (answer.users ?? []).map((u) => ({ id: u.id, title: u.full_name ?? u.name ?? `#${u.id}`, phone: u.phone_number, to: userEditPath(u.id) })),
    },
  ];
  return groups.filter((group) => group.hits.length > 0);
}

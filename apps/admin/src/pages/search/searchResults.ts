import { roomsPath } from '../../resources/buildings/paths';
import { clientReadPath } from '../../resources/clients/paths';
import { lidReadPath } from '../../resources/lids/paths';
import { USERS_LIST_PATH, userEditPath } from '../../resources/users/paths';

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

/** A user hit for a reader who may not edit users: the users list, searched for that name. */
const usersListFor = (name: string) => `${USERS_LIST_PATH}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}&page_size=20`;

/**
 * The answer as groups in a fixed order, each hit with the screen it opens (one this user may open:
 * a user opens its edit form with USER_WRITE, else the users list); empty groups are left out.
 */
export function toSearchGroups(answer: SearchAnswer | null | undefined, canOpen: (url: string) => boolean = () => true): SearchGroup[] {
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
      hits: (answer.users ?? []).map((u) => {
        const title = u.full_name ?? u.name ?? `#${u.id}`;
        return { id: u.id, title, phone: u.phone_number, to: canOpen(userEditPath(u.id)) ? userEditPath(u.id) : usersListFor(title) };
      }),
    },
  ];
  return groups.filter((group) => group.hits.length > 0);
}

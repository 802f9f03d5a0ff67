import { Injectable } from '@nestjs/common';
import { P } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { clientSearch } from '../clients/clients.query';
import { lidSearch } from '../lids/lids.query';
import { userSearch } from '../users/users.query';
import { searchKeyWhere } from '../../common/list/search-fold';

export const SEARCH_LIMIT = 5;
export const SEARCH_MIN_LENGTH = 2;

/** What each section of the global search needs. */
export const SEARCH_SECTIONS = { clients: P.CLIENT_READ, lids: P.LID_READ, buildings: P.BUILDING_READ, rooms: P.BUILDING_READ, users: P.USER_READ } as const;


/**
 * The header search: clients, leads, buildings, rooms and users at once, each only if the caller may
 * read it. Names are matched through the folded search keys (apostrophe variants match each other).
 */
@Injectable()
export class SearchService {
  constructor(private readonly prisma: PrismaService) {}

  async search(q: string | undefined, user: AuthUser) {
    const term = (q ?? '').trim();
    const empty = { clients: [], lids: [], buildings: [], rooms: [], users: [] };
    if (term.length < SEARCH_MIN_LENGTH) return empty;
    const may = (section: keyof typeof SEARCH_SECTIONS) => user.permissions.has(SEARCH_SECTIONS[section]);
    const [clients, lids, buildings, rooms, users] = await Promise.all([
      may('clients')
        ? this.prisma.client.findMany({
            where: clientSearch(term),
            select: { id: true, name: true, phone_number: true },
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
            take: SEARCH_LIMIT,
          })
        : [],
      may('lids')
        ? this.prisma.lid.findMany({
            where: lidSearch(term),
            select: { id: true, name: true, phone_number: true },
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
            take: SEARCH_LIMIT,
          })
        : [],
      may('buildings')
        ? this.prisma.building.findMany({
            where: searchKeyWhere(term),
            select: { id: true, name: true, address: true },
            orderBy: [{ name: 'asc' }, { id: 'asc' }],
            take: SEARCH_LIMIT,
          })
        : [],
      may('rooms')
        ? this.prisma.room.findMany({
            where: { number: { contains: term, mode: 'insensitive' } },
            select: { id: true, number: true, building_id: true, building: { select: { name: true } } },
            orderBy: [{ number: 'asc' }, { id: 'asc' }],
            take: SEARCH_LIMIT,
          })
        : [],
      may('users')
        ? this.prisma.user.findMany({
            where: userSearch(term),
            select: { id: true, full_name: true, phone_number: true },
            orderBy: [{ full_name: 'asc' }, { id: 'asc' }],
            take: SEARCH_LIMIT,
          })
        : [],
    ]);
    return {
      clients,
      lids,
      buildings,
      rooms: rooms.map((r) => ({ id: r.id, number: r.number, building: r.building_id, building_name: r.building.name })),
      users,
    };
  }
}

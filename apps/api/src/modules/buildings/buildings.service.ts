import { Injectable } from '@nestjs/common';
import { BuildingError, ErrorCode, ROOM_STATUS } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { paginate } from '../../common/list/paginate';
import { auditChange, auditCreate, auditDelete, auditMany, diff } from '../../common/audit';
import { DocumentsService } from '../documents/documents.service';
import {
  BlockListQueryDto,
  BuildingListQueryDto,
  CreateBlockDto,
  CreateBuildingDto,
  CreateGroupDto,
  GroupListQueryDto,
  UpdateBlockDto,
  UpdateBuildingDto,
  UpdateGroupDto,
} from './dto/building.dto';
import { blockInclude, buildingInclude, groupInclude, toBlock, toBuilding, toGroup } from './buildings.mapper';
import { blockAudit, blockLabel, buildingAudit, groupAudit } from './buildings.audit';
import { roomAuditOfRow, roomLabel } from '../rooms/rooms.audit';
import { blockListSpec, buildBlockWhere, buildGroupWhere, buildingListSpec, groupListSpec } from './buildings.query';

@Injectable()
export class BuildingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly documents: DocumentsService,
  ) {}

  // Buildings

  /** Every building's id and name, for the selects of other screens. */
  choices() {
    return this.prisma.building.findMany({ select: { id: true, name: true }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  }

  list(query: BuildingListQueryDto) {
    return paginate(this.prisma.building, query, buildingListSpec, { include: buildingInclude, map: toBuilding });
  }

  async get(id: number) {
    const row = await this.prisma.building.findUnique({ where: { id }, include: buildingInclude });
    if (!row) throw ApiError.notFound();
    return toBuilding(row);
  }

  async create(dto: CreateBuildingDto, user: AuthUser) {
    const photos = dto.photos ? await this.checkPhotos(dto.photos) : [];
    return this.prisma.$transaction(async (tx) => {
      const row = await tx.building.create({
        data: {
          name: dto.name.trim(),
          floor_count: dto.floor_count,
          room_count: dto.room_count,
          entrance_count: dto.entrance_count,
          address: dto.address?.trim() || null,
          created_by_id: user.id,
          photos: { create: photos.map((document_id, position) => ({ document_id, position })) },
        },
        include: buildingInclude,
      });
      const building = toBuilding(row);
      await auditCreate(tx, { entity: 'building', entity_id: building.id, label: building.name, after: buildingAudit(building) });
      return building;
    });
  }

  async update(id: number, dto: UpdateBuildingDto) {
    const current = await this.prisma.building.findUnique({ where: { id } });
    if (!current) throw ApiError.notFound();
    const photos = dto.photos ? await this.checkPhotos(dto.photos) : undefined;
    // Fewer floors or entrances than the rooms already use would leave rooms outside the building.
    if ((dto.floor_count !== undefined && dto.floor_count < current.floor_count) || (dto.entrance_count !== undefined && dto.entrance_count < current.entrance_count)) {
      const used = await this.prisma.room.aggregate({ where: { building_id: id }, _max: { floor: true, entrance: true } });
      const errors = [];
      if (dto.floor_count !== undefined && (used._max.floor ?? 0) > dto.floor_count) errors.push({ field: 'floor_count', code: BuildingError.ROOMS_OUTSIDE });
      if (dto.entrance_count !== undefined && (used._max.entrance ?? 0) > dto.entrance_count) errors.push({ field: 'entrance_count', code: BuildingError.ROOMS_OUTSIDE });
      if (errors.length) throw ApiError.invalid(errors);
    }
    const data: Prisma.BuildingUpdateInput = {};
    if (dto.name !== undefined) data.name = dto.name.trim();
    if (dto.floor_count !== undefined) data.floor_count = dto.floor_count;
    if (dto.room_count !== undefined) data.room_count = dto.room_count;
    if (dto.entrance_count !== undefined) data.entrance_count = dto.entrance_count;
    if (dto.address !== undefined) data.address = dto.address?.trim() || null;
    return this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'building', id);
      const before = toBuilding(await tx.building.findUniqueOrThrow({ where: { id }, include: buildingInclude }));
      if (photos) {
        await tx.buildingPhoto.deleteMany({ where: { building_id: id } });
        await tx.buildingPhoto.createMany({ data: photos.map((document_id, position) => ({ building_id: id, document_id, position })) });
      }
      const after = toBuilding(await tx.building.update({ where: { id }, data, include: buildingInclude }));
      await auditChange(tx, { entity: 'building', entity_id: id, label: after.name, before: buildingAudit(before), after: buildingAudit(after) });
      return after;
    });
  }

  /**
   * Refused (409) while a room is sold or booked, or has sales or debts on record. Otherwise the
   * building goes with its rooms, blocks, photos and group links, in one transaction; the photo
   * files are removed after the commit. The trail gets the building's entry, and one for each
   * block and room that goes with it.
   */
  async remove(id: number): Promise<void> {
    const paths = await this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'building', id);
      const busy = await tx.room.count({
        where: {
          building_id: id,
          OR: [{ status_id: { in: [ROOM_STATUS.SOLD, ROOM_STATUS.BOOKED] } }, { sales: { some: {} } }, { client_debts: { some: {} } }],
        },
      });
      if (busy > 0) throw ApiError.conflict(BuildingError.HAS_SALES);
      const building = toBuilding(await tx.building.findUniqueOrThrow({ where: { id }, include: buildingInclude }));
      const photoDocs = await tx.buildingPhoto.findMany({ where: { building_id: id }, select: { document_id: true } });
      const rooms = await tx.room.findMany({ where: { building_id: id } });
      const docIds = [...new Set([...photoDocs.map((p) => p.document_id), ...rooms.filter((r) => r.photo_id !== null).map((r) => r.photo_id!)])];
      await tx.room.deleteMany({ where: { building_id: id } });
      await tx.building.delete({ where: { id } }); // blocks, photos, group links cascade
      const gone = { with_building: id };
      await auditMany(tx, [
        ...building.blocks.map((b) => ({
          action: 'delete' as const,
          entity: 'building_block' as const,
          entity_id: b.id,
          label: `${building.name} · ${b.name}`,
          changes: diff({ building: id, name: b.name }, null),
          details: gone,
        })),
        ...rooms.map((r) => ({
          action: 'delete' as const,
          entity: 'room' as const,
          entity_id: r.id,
          label: roomLabel(building.name, r.number),
          changes: diff(roomAuditOfRow(r), null),
          details: gone,
        })),
      ]);
      await auditDelete(tx, { entity: 'building', entity_id: id, label: building.name, before: buildingAudit(building) });
      return this.deleteUnusedDocuments(tx, docIds);
    });
    await this.documents.removeFiles(paths);
  }

  /** Deletes those documents nothing refers to any more; returns their file paths. */
  private async deleteUnusedDocuments(tx: Tx, ids: number[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const unused = await tx.document.findMany({
      where: { id: { in: ids }, building_photos: { none: {} }, room_photos: { none: {} }, profile_of_users: { none: {} } },
      select: { id: true, path: true },
    });
    await tx.document.deleteMany({ where: { id: { in: unused.map((d) => d.id) } } });
    return unused.map((d) => d.path);
  }

  private async checkPhotos(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await this.prisma.document.count({ where: { id: { in: unique }, kind: 'building' } });
    if (found !== unique.length) throw ApiError.badRequest('photos', ErrorCode.INVALID);
    return unique;
  }

  // Blocks

  listBlocks(query: BlockListQueryDto) {
    return paginate(this.prisma.buildingBlock, query, blockListSpec, { where: buildBlockWhere(query), include: blockInclude, map: toBlock });
  }

  async getBlock(id: number) {
    const row = await this.prisma.buildingBlock.findUnique({ where: { id }, include: blockInclude });
    if (!row) throw ApiError.notFound();
    return toBlock(row);
  }

  async createBlock(dto: CreateBlockDto) {
    await this.assertBuilding(dto.building, 'building');
    const name = dto.name.trim();
    await this.assertBlockNameFree(dto.building, name);
    return this.prisma.$transaction(async (tx) => {
      const block = toBlock(await tx.buildingBlock.create({ data: { building_id: dto.building, name }, include: blockInclude }));
      await auditCreate(tx, { entity: 'building_block', entity_id: block.id, label: blockLabel(block), after: blockAudit(block) });
      return block;
    });
  }

  async updateBlock(id: number, dto: UpdateBlockDto) {
    return this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'building_block', id);
      const current = await tx.buildingBlock.findUniqueOrThrow({ where: { id }, include: blockInclude });
      const buildingId = dto.building ?? current.building_id;
      if (buildingId !== current.building_id) {
        await this.assertBuilding(buildingId, 'building');
        // Its rooms belong to the old building: a block with rooms stays where it is.
        if (await tx.room.count({ where: { block_id: id } })) throw ApiError.badRequest('building', ErrorCode.IN_USE);
      }
      const name = dto.name !== undefined ? dto.name.trim() : current.name;
      if (name !== current.name || buildingId !== current.building_id) await this.assertBlockNameFree(buildingId, name, id);
      const after = toBlock(await tx.buildingBlock.update({ where: { id }, data: { name, building_id: buildingId }, include: blockInclude }));
      await auditChange(tx, { entity: 'building_block', entity_id: id, label: blockLabel(after), before: blockAudit(toBlock(current)), after: blockAudit(after) });
      return after;
    });
  }

  /** The block's rooms stay; their block is cleared (ON DELETE SET NULL). */
  async removeBlock(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const found = await tx.buildingBlock.findUnique({ where: { id }, include: blockInclude });
      if (!found) throw ApiError.notFound();
      await tx.buildingBlock.delete({ where: { id } });
      const block = toBlock(found);
      await auditDelete(tx, { entity: 'building_block', entity_id: id, label: blockLabel(block), before: blockAudit(block) });
    });
  }

  private async assertBlockNameFree(buildingId: number, name: string, exceptId?: number) {
    const taken = await this.prisma.buildingBlock.findFirst({
      where: { building_id: buildingId, name: { equals: name, mode: 'insensitive' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: { id: true },
    });
    if (taken) throw ApiError.badRequest('name', ErrorCode.UNIQUE);
  }

  private async assertBuilding(id: number, field: string) {
    const found = await this.prisma.building.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.badRequest(field, ErrorCode.INVALID);
  }

  // Groups

  listGroups(query: GroupListQueryDto) {
    return paginate(this.prisma.buildingGroup, query, groupListSpec, { where: buildGroupWhere(query), include: groupInclude, map: toGroup });
  }

  async getGroup(id: number) {
    const row = await this.prisma.buildingGroup.findUnique({ where: { id }, include: groupInclude });
    if (!row) throw ApiError.notFound();
    return toGroup(row);
  }

  async createGroup(dto: CreateGroupDto) {
    const buildings = await this.checkBuildings(dto.buildings ?? []);
    return this.prisma.$transaction(async (tx) => {
      const group = toGroup(
        await tx.buildingGroup.create({
          data: { name: dto.name.trim(), buildings: { create: buildings.map((building_id) => ({ building_id })) } },
          include: groupInclude,
        }),
      );
      await auditCreate(tx, { entity: 'building_group', entity_id: group.id, label: group.name, after: groupAudit(group) });
      return group;
    });
  }

  async updateGroup(id: number, dto: UpdateGroupDto) {
    return this.prisma.$transaction(async (tx) => {
      await lockRowOr404(tx, 'building_group', id);
      const current = await tx.buildingGroup.findUniqueOrThrow({ where: { id }, include: groupInclude });
      const buildings = dto.buildings ? await this.checkBuildings(dto.buildings) : undefined;
      if (buildings) {
        await tx.buildingGroupBuilding.deleteMany({ where: { building_group_id: id } });
        await tx.buildingGroupBuilding.createMany({ data: buildings.map((building_id) => ({ building_group_id: id, building_id })) });
      }
      const after = toGroup(await tx.buildingGroup.update({ where: { id }, data: dto.name !== undefined ? { name: dto.name.trim() } : {}, include: groupInclude }));
      await auditChange(tx, { entity: 'building_group', entity_id: id, label: after.name, before: groupAudit(toGroup(current)), after: groupAudit(after) });
      return after;
    });
  }

  async removeGroup(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const found = await tx.buildingGroup.findUnique({ where: { id }, include: groupInclude });
      if (!found) throw ApiError.notFound();
      await tx.buildingGroup.delete({ where: { id } });
      const group = toGroup(found);
      await auditDelete(tx, { entity: 'building_group', entity_id: id, label: group.name, before: groupAudit(group) });
    });
  }

  private async checkBuildings(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await this.prisma.building.count({ where: { id: { in: unique } } });
    if (found !== unique.length) throw ApiError.badRequest('buildings', ErrorCode.INVALID);
    return unique;
  }
}

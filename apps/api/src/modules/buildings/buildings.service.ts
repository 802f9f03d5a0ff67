import { Injectable } from '@nestjs/common';
import { BuildingError, ErrorCode, ROOM_STATUS } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { lockRowOr404 } from '../../database/lock';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { paginate } from '../../common/list/paginate';
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
    const row = await this.prisma.building.create({
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
    return toBuilding(row);
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
    const row = await this.prisma.$transaction(async (tx) => {
      if (photos) {
        await tx.buildingPhoto.deleteMany({ where: { building_id: id } });
        await tx.buildingPhoto.createMany({ data: photos.map((document_id, position) => ({ building_id: id, document_id, position })) });
      }
      return tx.building.update({ where: { id }, data, include: buildingInclude });
    });
    return toBuilding(row);
  }

  /**
   * Refused (409) while a room is sold or booked, or has sales or debts on record. Otherwise the
   * building goes with its rooms, blocks, photos and group links, in one transaction; the photo
   * files are removed after the commit.
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
      const photoDocs = await tx.buildingPhoto.findMany({ where: { building_id: id }, select: { document_id: true } });
      const roomDocs = await tx.room.findMany({ where: { building_id: id, photo_id: { not: null } }, select: { photo_id: true } });
      const docIds = [...new Set([...photoDocs.map((p) => p.document_id), ...roomDocs.map((r) => r.photo_id!)])];
      await tx.room.deleteMany({ where: { building_id: id } });
      await tx.building.delete({ where: { id } }); // blocks, photos, group links cascade
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
    return toBlock(await this.prisma.buildingBlock.create({ data: { building_id: dto.building, name }, include: blockInclude }));
  }

  async updateBlock(id: number, dto: UpdateBlockDto) {
    const current = await this.prisma.buildingBlock.findUnique({ where: { id } });
    if (!current) throw ApiError.notFound();
    const buildingId = dto.building ?? current.building_id;
    if (buildingId !== current.building_id) {
      await this.assertBuilding(buildingId, 'building');
      // Its rooms belong to the old building: a block with rooms stays where it is.
      if (await this.prisma.room.count({ where: { block_id: id } })) throw ApiError.badRequest('building', ErrorCode.IN_USE);
    }
    const name = dto.name !== undefined ? dto.name.trim() : current.name;
    if (name !== current.name || buildingId !== current.building_id) await this.assertBlockNameFree(buildingId, name, id);
    const row = await this.prisma.buildingBlock.update({ where: { id }, data: { name, building_id: buildingId }, include: blockInclude });
    return toBlock(row);
  }

  /** The block's rooms stay; their block is cleared (ON DELETE SET NULL). */
  async removeBlock(id: number): Promise<void> {
    const found = await this.prisma.buildingBlock.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.notFound();
    await this.prisma.buildingBlock.delete({ where: { id } });
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
    const row = await this.prisma.buildingGroup.create({
      data: { name: dto.name.trim(), buildings: { create: buildings.map((building_id) => ({ building_id })) } },
      include: groupInclude,
    });
    return toGroup(row);
  }

  async updateGroup(id: number, dto: UpdateGroupDto) {
    const current = await this.prisma.buildingGroup.findUnique({ where: { id }, select: { id: true } });
    if (!current) throw ApiError.notFound();
    const buildings = dto.buildings ? await this.checkBuildings(dto.buildings) : undefined;
    const row = await this.prisma.$transaction(async (tx) => {
      if (buildings) {
        await tx.buildingGroupBuilding.deleteMany({ where: { building_group_id: id } });
        await tx.buildingGroupBuilding.createMany({ data: buildings.map((building_id) => ({ building_group_id: id, building_id })) });
      }
      return tx.buildingGroup.update({ where: { id }, data: dto.name !== undefined ? { name: dto.name.trim() } : {}, include: groupInclude });
    });
    return toGroup(row);
  }

  async removeGroup(id: number): Promise<void> {
    const found = await this.prisma.buildingGroup.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.notFound();
    await this.prisma.buildingGroup.delete({ where: { id } });
  }

  private async checkBuildings(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    const found = await this.prisma.building.count({ where: { id: { in: unique } } });
    if (found !== unique.length) throw ApiError.badRequest('buildings', ErrorCode.INVALID);
    return unique;
  }
}

import { Injectable } from '@nestjs/common';
import { ALL_PERMISSIONS, ErrorCode, Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { hashPassword } from '../../common/auth/password';
import type { AuthUser } from '../../common/auth/auth-user';
import { paginate } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { TokenService } from '../auth/token.service';
import { CreateUserDto, RoleDto, UpdateRoleDto, UpdateUserDto, UserListQueryDto } from './dto/user.dto';
import { profileImage, toPermission, toRole, toUser, userSelect } from './users.mapper';
import { buildUserWhere, permissionListSpec, roleListSpec, sellerListSpec, userListSpec } from './users.query';

const roleInclude = { permissions: { select: { permission_code: true } }, _count: { select: { users: true } } } as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokenService,
  ) {}

  async profile(user: AuthUser) {
    const row = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: userSelect });
    return {
      id: row.id,
      phone_number: row.phone_number,
      full_name: row.full_name,
      profile_image: profileImage(row.profile_image),
      date_of_birth: row.date_of_birth ? row.date_of_birth.toISOString().slice(0, 10) : null,
      date_joined: row.date_joined.toISOString(),
      role: { id: row.role.id, name: row.role.name, permissions: [...user.permissions].sort() },
    };
  }

  list(query: UserListQueryDto) {
    return paginate(this.prisma.user, query, userListSpec, { where: buildUserWhere(query), select: userSelect, map: toUser });
  }

  sellers(query: ListQueryDto) {
    return paginate(this.prisma.user, query, sellerListSpec, {
      where: { is_active: true },
      select: { id: true, full_name: true, phone_number: true },
      map: (u: { id: number; full_name: string; phone_number: string }) => u,
    });
  }

  async get(id: number) {
    const row = await this.prisma.user.findUnique({ where: { id }, select: userSelect });
    if (!row) throw ApiError.notFound();
    return toUser(row);
  }

  async create(dto: CreateUserDto) {
    await this.assertRoleExists(dto.role);
    await this.assertPhoneFree(dto.phone_number);
    if (dto.profile_image) await this.assertProfileImage(dto.profile_image);
    const row = await this.prisma.user.create({
      data: {
        phone_number: dto.phone_number,
        full_name: dto.full_name.trim(),
        password_hash: await hashPassword(dto.password),
        role_id: dto.role,
        is_active: dto.is_active ?? true,
        date_of_birth: dto.date_of_birth ? new Date(dto.date_of_birth) : null,
        ...(dto.date_joined ? { date_joined: new Date(dto.date_joined) } : {}),
        profile_image_id: dto.profile_image ?? null,
      },
      select: userSelect,
    });
    return toUser(row);
  }

  async update(id: number, dto: UpdateUserDto, actor: AuthUser) {
    const current = await this.prisma.user.findUnique({ where: { id } });
    if (!current) throw ApiError.notFound();
    if (id === actor.id && dto.is_active === false) throw ApiError.badRequest('is_active', 'user.self_deactivate');
    if (dto.role !== undefined) await this.assertRoleExists(dto.role);
    if (dto.profile_image) await this.assertProfileImage(dto.profile_image);
    if (dto.phone_number !== undefined && dto.phone_number !== current.phone_number) await this.assertPhoneFree(dto.phone_number);

    const data: Prisma.UserUncheckedUpdateInput = {};
    if (dto.phone_number !== undefined) data.phone_number = dto.phone_number;
    if (dto.full_name !== undefined) data.full_name = dto.full_name.trim();
    if (dto.role !== undefined) data.role_id = dto.role;
    if (dto.is_active !== undefined) data.is_active = dto.is_active;
    if (dto.date_of_birth !== undefined) data.date_of_birth = dto.date_of_birth ? new Date(dto.date_of_birth) : null;
    if (dto.date_joined !== undefined) data.date_joined = new Date(dto.date_joined);
    if (dto.profile_image !== undefined) data.profile_image_id = dto.profile_image;
    if (dto.password !== undefined) data.password_hash = await hashPassword(dto.password);

    // A new password, a deactivation or another role ends the user's current sessions.
    const endsSessions =
      dto.password !== undefined ||
      (dto.is_active === false && current.is_active) ||
      (dto.role !== undefined && dto.role !== current.role_id);
    if (endsSessions) data.token_version = { increment: 1 };

    const row = await this.prisma.$transaction(async (tx) => {
      const updated = await tx.user.update({ where: { id }, data, select: userSelect });
      if (endsSessions && (dto.password !== undefined || dto.is_active === false)) await this.tokens.revokeAllForUser(id, tx);
      return updated;
    });
    return toUser(row);
  }

  async remove(id: number, actor: AuthUser): Promise<void> {
    if (id === actor.id) throw ApiError.badRequest(null, 'user.self_delete');
    const exists = await this.prisma.user.findUnique({ where: { id }, select: { id: true } });
    if (!exists) throw ApiError.notFound();
    try {
      await this.prisma.user.delete({ where: { id } });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003') throw ApiError.conflict('user.in_use');
      throw err;
    }
  }

  // Roles

  async roles(query: ListQueryDto) {
    return paginate(
      this.prisma.role,
      query,
      roleListSpec,
      { include: roleInclude, map: toRole },
    );
  }

  permissions(query: ListQueryDto, locale: Locale) {
    return paginate(this.prisma.permission, query, permissionListSpec, {
      map: (row: { code: string; name_uz: string; name_ru: string }) => toPermission(row, locale),
    });
  }

  async createRole(dto: RoleDto) {
    const codes = this.checkCodes(dto.permissions);
    const row = await this.prisma.role.create({
      data: { name: dto.name.trim(), permissions: { create: codes.map((permission_code) => ({ permission_code })) } },
      include: roleInclude,
    });
    return toRole(row);
  }

  async updateRole(id: number, dto: UpdateRoleDto) {
    const existing = await this.prisma.role.findUnique({ where: { id } });
    if (!existing) throw ApiError.notFound();
    const codes = dto.permissions ? this.checkCodes(dto.permissions) : undefined;
    const row = await this.prisma.$transaction(async (tx) => {
      if (codes) {
        await tx.rolePermission.deleteMany({ where: { role_id: id } });
        await tx.rolePermission.createMany({ data: codes.map((permission_code) => ({ role_id: id, permission_code })) });
      }
      return tx.role.update({ where: { id }, data: dto.name ? { name: dto.name.trim() } : {}, include: roleInclude });
    });
    return toRole(row);
  }

  async removeRole(id: number): Promise<void> {
    const role = await this.prisma.role.findUnique({ where: { id }, include: { _count: { select: { users: true } } } });
    if (!role) throw ApiError.notFound();
    if (role._count.users > 0) throw ApiError.conflict('role.in_use');
    await this.prisma.role.delete({ where: { id } });
  }

  private checkCodes(codes: string[]): string[] {
    const known = new Set<string>(ALL_PERMISSIONS);
    const unknown = codes.find((c) => !known.has(c));
    if (unknown) throw ApiError.badRequest('permissions', ErrorCode.INVALID);
    return [...new Set(codes)];
  }

  /** An uploaded image of type profile (POST /api/document/upload-images/). */
  private async assertProfileImage(id: number) {
    const doc = await this.prisma.document.findUnique({ where: { id }, select: { kind: true } });
    if (doc?.kind !== 'profile') throw ApiError.badRequest('profile_image', ErrorCode.INVALID);
  }

  private async assertRoleExists(roleId: number) {
    const role = await this.prisma.role.findUnique({ where: { id: roleId }, select: { id: true } });
    if (!role) throw ApiError.badRequest('role', ErrorCode.INVALID);
  }

  private async assertPhoneFree(phone: string) {
    const taken = await this.prisma.user.findUnique({ where: { phone_number: phone }, select: { id: true } });
    if (taken) throw ApiError.badRequest('phone_number', ErrorCode.UNIQUE);
  }
}

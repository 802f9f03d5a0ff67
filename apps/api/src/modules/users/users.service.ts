import { HttpStatus, Injectable } from '@nestjs/common';
import { ALL_PERMISSIONS, type ApiErrorCode, ErrorCode, Locale, RoleError, UserError } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { Prisma } from '../../generated/prisma/client';
import { ApiError } from '../../common/errors/api-error';
import { hashPassword, verifyPassword } from '../../common/auth/password';
import { diff, HIDDEN } from '../../common/audit';
import type { AuthUser } from '../../common/auth/auth-user';
import { paginate } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { TokenService } from '../auth/token.service';
import { ChangePasswordDto, CreateUserDto, RoleDto, UpdateProfileDto, UpdateRoleDto, UpdateUserDto, UserListQueryDto } from './dto/user.dto';
import { profileImage, toPermission, toRole, toUser, userSelect } from './users.mapper';
import { auditRole, auditRoleChange, auditUser, auditUserChange, roleShape, userShape } from './users.audit';
import { buildUserWhere, permissionListSpec, roleListSpec, sellerListSpec, userListSpec } from './users.query';

const roleInclude = { permissions: { select: { permission_code: true } }, _count: { select: { users: true } } } as const;

/** Serialises every change of who holds which permission (see keepsAnAdmin). */
export const PRIVILEGE_LOCK = 0x6d696a02;

const forbidden = (code: ApiErrorCode, field: string | null = null) => new ApiError(HttpStatus.FORBIDDEN, [{ field, code }]);

/**
 * Privilege rules (no one grants more than they hold):
 * - nobody grants a permission they do not hold: a role they create or edit gets only codes they
 *   hold, and a user they create or move gets only a role whose codes they hold;
 * - nobody acts on what is above them: a user or role holding a code the actor lacks is not
 *   edited, deactivated or deleted by that actor;
 * - nobody edits their own role (its permission list) or changes their own role;
 * - the last active user holding every permission keeps it: a change that would leave no such
 *   user is refused (409 user.last_admin). These changes run under one advisory lock, so two
 *   concurrent deactivations of the last two admins cannot both pass.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokenService,
  ) {}

  /** The signed-in user changes their own name and photo (no USER_WRITE needed); answers the profile. */
  async updateProfile(dto: UpdateProfileDto, user: AuthUser) {
    if (dto.profile_image) await this.assertProfileImage(dto.profile_image);
    const data: Prisma.UserUncheckedUpdateInput = {};
    if (dto.full_name !== undefined) data.full_name = dto.full_name.trim();
    if (dto.profile_image !== undefined) data.profile_image_id = dto.profile_image;
    await this.prisma.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: user.id }, select: userSelect });
      const after = Object.keys(data).length ? await tx.user.update({ where: { id: user.id }, data, select: userSelect }) : before;
      await auditUserChange(tx, before, after);
    });
    return this.profile(user);
  }

  /**
   * The signed-in user changes their password, proving the current one (400 old_password
   * user.wrong_password). Every session of the user ends (token_version and refresh families); the
   * caller gets a fresh pair in the answer, so only the session that changed it goes on.
   */
  async changePassword(dto: ChangePasswordDto, user: AuthUser) {
    const row = await this.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { password_hash: true } });
    if (!(await verifyPassword(row.password_hash, dto.old_password))) throw ApiError.badRequest('old_password', UserError.WRONG_PASSWORD);
    const passwordHash = await hashPassword(dto.new_password);
    return this.prisma.$transaction(async (tx) => {
      const updated = await tx.user.update({
        where: { id: user.id },
        data: { password_hash: passwordHash, token_version: { increment: 1 } },
        select: { id: true, token_version: true, phone_number: true },
      });
      await this.tokens.revokeAllForUser(user.id, tx);
      await auditUser(tx, 'update', { id: updated.id, phone_number: updated.phone_number }, { changes: { password: [HIDDEN, HIDDEN] } });
      return this.tokens.issue(updated, undefined, tx);
    });
  }

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

  /** Sellers to pick; their phone numbers only for a reader who may read users (USER_READ). */
  sellers(query: ListQueryDto, withPhone: boolean) {
    return paginate(this.prisma.user, query, sellerListSpec, {
      where: { is_active: true },
      select: { id: true, full_name: true, phone_number: true },
      map: ({ id, full_name, phone_number }: { id: number; full_name: string; phone_number: string }) =>
        withPhone ? { id, full_name, phone_number } : { id, full_name },
    });
  }

  async get(id: number) {
    const row = await this.prisma.user.findUnique({ where: { id }, select: userSelect });
    if (!row) throw ApiError.notFound();
    return toUser(row);
  }

  async create(dto: CreateUserDto, actor: AuthUser) {
    await this.assertRoleExists(dto.role);
    await this.assertMayGrantRole(dto.role, actor);
    await this.assertPhoneFree(dto.phone_number);
    if (dto.profile_image) await this.assertProfileImage(dto.profile_image);
    const passwordHash = await hashPassword(dto.password);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.user.create({
        data: {
          phone_number: dto.phone_number,
          full_name: dto.full_name.trim(),
          password_hash: passwordHash,
          role_id: dto.role,
          is_active: dto.is_active ?? true,
          date_of_birth: dto.date_of_birth ? new Date(dto.date_of_birth) : null,
          ...(dto.date_joined ? { date_joined: new Date(dto.date_joined) } : {}),
          profile_image_id: dto.profile_image ?? null,
        },
        select: userSelect,
      });
      await auditUser(tx, 'create', created, { changes: diff(null, userShape(created)) });
      return created;
    });
    return toUser(row);
  }

  async update(id: number, dto: UpdateUserDto, actor: AuthUser) {
    const current = await this.prisma.user.findUnique({ where: { id } });
    if (!current) throw ApiError.notFound();
    if (id === actor.id && dto.is_active === false) throw ApiError.badRequest('is_active', UserError.SELF_DEACTIVATE);
    if (id === actor.id && dto.role !== undefined && dto.role !== current.role_id) throw forbidden(UserError.SELF_ROLE, 'role');
    await this.assertNotAbove(current.role_id, actor, UserError.NOT_HELD);
    if (dto.role !== undefined) {
      await this.assertRoleExists(dto.role);
      if (dto.role !== current.role_id) await this.assertMayGrantRole(dto.role, actor);
    }
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

    const lessPower = (dto.is_active === false && current.is_active) || (dto.role !== undefined && dto.role !== current.role_id);
    const row = await this.prisma.$transaction(async (tx) => {
      const admins = lessPower ? await this.lockAndCountAdmins(tx) : 0;
      const before = await tx.user.findUniqueOrThrow({ where: { id }, select: userSelect });
      const updated = await tx.user.update({ where: { id }, data, select: userSelect });
      await auditUserChange(tx, before, updated, dto.password !== undefined);
      if (endsSessions && (dto.password !== undefined || dto.is_active === false)) await this.tokens.revokeAllForUser(id, tx);
      if (lessPower) await this.keepsAnAdmin(tx, admins);
      return updated;
    });
    return toUser(row);
  }

  async remove(id: number, actor: AuthUser): Promise<void> {
    if (id === actor.id) throw ApiError.badRequest(null, UserError.SELF_DELETE);
    const exists = await this.prisma.user.findUnique({ where: { id }, select: { id: true, role_id: true } });
    if (!exists) throw ApiError.notFound();
    await this.assertNotAbove(exists.role_id, actor, UserError.NOT_HELD);
    try {
      await this.prisma.$transaction(async (tx) => {
        const admins = await this.lockAndCountAdmins(tx);
        const deleted = await tx.user.delete({ where: { id }, select: userSelect });
        await auditUser(tx, 'delete', deleted, { changes: diff(userShape(deleted), null) });
        await this.keepsAnAdmin(tx, admins);
      });
    } catch (err) {
      if (err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003') throw ApiError.conflict(UserError.IN_USE);
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

  async createRole(dto: RoleDto, actor: AuthUser) {
    const codes = this.checkCodes(dto.permissions);
    this.assertHeld(codes, actor);
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.role.create({
        data: { name: dto.name.trim(), permissions: { create: codes.map((permission_code) => ({ permission_code })) } },
        include: roleInclude,
      });
      await auditRole(tx, 'create', created, diff(null, roleShape(created)));
      return created;
    });
    return toRole(row);
  }

  async updateRole(id: number, dto: UpdateRoleDto, actor: AuthUser) {
    const existing = await this.prisma.role.findUnique({ where: { id } });
    if (!existing) throw ApiError.notFound();
    if (id === actor.role_id) throw forbidden(RoleError.OWN_ROLE);
    await this.assertNotAbove(id, actor, RoleError.NOT_HELD);
    const codes = dto.permissions ? this.checkCodes(dto.permissions) : undefined;
    if (codes) this.assertHeld(codes, actor);
    const row = await this.prisma.$transaction(async (tx) => {
      const admins = codes ? await this.lockAndCountAdmins(tx) : 0;
      const before = await tx.role.findUniqueOrThrow({ where: { id }, include: roleInclude });
      if (codes) {
        await tx.rolePermission.deleteMany({ where: { role_id: id } });
        await tx.rolePermission.createMany({ data: codes.map((permission_code) => ({ role_id: id, permission_code })) });
        await this.keepsAnAdmin(tx, admins);
      }
      const after = await tx.role.update({ where: { id }, data: dto.name ? { name: dto.name.trim() } : {}, include: roleInclude });
      await auditRoleChange(tx, before, after);
      return after;
    });
    return toRole(row);
  }

  async removeRole(id: number, actor: AuthUser): Promise<void> {
    const role = await this.prisma.role.findUnique({ where: { id }, include: { _count: { select: { users: true } } } });
    if (!role) throw ApiError.notFound();
    if (id === actor.role_id) throw forbidden(RoleError.OWN_ROLE);
    await this.assertNotAbove(id, actor, RoleError.NOT_HELD);
    if (role._count.users > 0) throw ApiError.conflict(RoleError.IN_USE);
    await this.prisma.$transaction(async (tx) => {
      const before = await tx.role.findUniqueOrThrow({ where: { id }, include: roleInclude });
      await tx.role.delete({ where: { id } });
      await auditRole(tx, 'delete', before, diff(roleShape(before), null));
    });
  }

  /** 403 unless the actor holds every one of these codes. */
  private assertHeld(codes: readonly string[], actor: AuthUser, field = 'permissions') {
    if (codes.some((code) => !actor.permissions.has(code))) throw forbidden(RoleError.GRANT_NOT_HELD, field);
  }

  /** Giving a user this role grants its codes: the actor must hold them all. */
  private async assertMayGrantRole(roleId: number, actor: AuthUser) {
    const codes = await this.prisma.rolePermission.findMany({ where: { role_id: roleId }, select: { permission_code: true } });
    this.assertHeld(codes.map((c) => c.permission_code), actor, 'role');
  }

  /** A role (or a user of it) holding a code the actor lacks is above the actor: 403. */
  private async assertNotAbove(roleId: number, actor: AuthUser, code: ApiErrorCode) {
    const above = await this.prisma.rolePermission.findFirst({
      where: { role_id: roleId, permission_code: { notIn: [...actor.permissions] } },
      select: { permission_code: true },
    });
    if (above) throw forbidden(code);
  }

  /** Takes the privilege lock and answers how many active users hold every permission. */
  private async lockAndCountAdmins(tx: Tx): Promise<number> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${PRIVILEGE_LOCK})`;
    return this.countAdmins(tx);
  }

  /** After the change (same transaction): refuse it if it removed the last full admin. */
  private async keepsAnAdmin(tx: Tx, before: number) {
    if (before > 0 && (await this.countAdmins(tx)) === 0) throw ApiError.conflict(UserError.LAST_ADMIN);
  }

  private async countAdmins(tx: Tx): Promise<number> {
    const [row] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "user" u
      WHERE u.is_active AND NOT EXISTS (
        SELECT 1 FROM permission p WHERE NOT EXISTS (
          SELECT 1 FROM role_permission rp WHERE rp.role_id = u.role_id AND rp.permission_code = p.code))`;
    return row.n;
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

import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P, type Locale } from '@mijozlar/shared';
import { anyOf, Authenticated, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { ListQueryDto } from '../../common/list/list-query.dto';
import { ChangePasswordDto, CreateUserDto, RoleDto, SellerListQueryDto, UpdateProfileDto, UpdateRoleDto, UpdateUserDto, UserListQueryDto } from './dto/user.dto';
import { UsersService } from './users.service';

@ApiTags('account')
@Controller('account')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Authenticated()
  @Get('user/profile')
  @ApiOperation({ summary: 'The signed-in user, with role name and permission codes' })
  profile(@CurrentUser() user: AuthUser) {
    return this.users.profile(user);
  }

  @Authenticated()
  @Put('user/profile')
  @ApiOperation({ summary: 'The signed-in user changes their own full_name and profile_image (no USER_WRITE needed)' })
  updateProfile(@Body() body: UpdateProfileDto, @CurrentUser() user: AuthUser) {
    return this.users.updateProfile(body, user);
  }

  @Authenticated()
  @Post('user/change-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'The signed-in user changes their password with the current one; other sessions end, the answer is a new token pair' })
  changePassword(@Body() body: ChangePasswordDto, @CurrentUser() user: AuthUser) {
    return this.users.changePassword(body, user);
  }

  @RequirePermission(P.USER_READ)
  @Get('user')
  @ApiOperation({ summary: 'Users (search by name or phone; filters role, is_active)' })
  list(@Query() query: UserListQueryDto) {
    return this.users.list(query);
  }

  @RequirePermission(P.USER_WRITE)
  @Post('user')
  create(@Body() body: CreateUserDto, @CurrentUser() actor: AuthUser) {
    return this.users.create(body, actor);
  }

  @RequirePermission(P.USER_READ)
  @Get('user/:id')
  get(@IdParam() id: number) {
    return this.users.get(id);
  }

  @RequirePermission(P.USER_WRITE)
  @Put('user/:id')
  update(@IdParam() id: number, @Body() body: UpdateUserDto, @CurrentUser() actor: AuthUser) {
    return this.users.update(id, body, actor);
  }

  @RequirePermission(P.USER_WRITE)
  @Delete('user/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@IdParam() id: number, @CurrentUser() actor: AuthUser) {
    return this.users.remove(id, actor);
  }

  // Read by the forms and filters that name a seller: a sale (new, list filter), a lead, the wallet operations' executor filter.
  @RequirePermission(anyOf(P.SALE_READ, P.SALE_WRITE, P.LID_READ, P.WALLET_READ, P.USER_READ))
  @Get('seller/list')
  @ApiOperation({
    summary: 'Active users who can be named as a seller (page_size 10 by default)',
    description: '`phone_number` is included only for a reader with USER_READ.',
  })
  sellers(@Query() query: SellerListQueryDto, @CurrentUser() user: AuthUser) {
    return this.users.sellers(query, user.permissions.has(P.USER_READ));
  }

  @RequirePermission(P.USER_READ)
  @Get('role')
  @ApiOperation({ summary: 'Roles with their permission codes' })
  roles(@Query() query: ListQueryDto) {
    return this.users.roles(query);
  }

  @RequirePermission(P.USER_READ)
  @Get('role/permissions')
  @ApiOperation({ summary: 'Every permission code with its name in the request language' })
  permissions(@Query() query: ListQueryDto, @Lang() lang: Locale) {
    return this.users.permissions(query, lang);
  }

  @RequirePermission(P.USER_WRITE)
  @Post('role')
  createRole(@Body() body: RoleDto, @CurrentUser() actor: AuthUser) {
    return this.users.createRole(body, actor);
  }

  @RequirePermission(P.USER_WRITE)
  @Put('role/:id')
  updateRole(@IdParam() id: number, @Body() body: UpdateRoleDto, @CurrentUser() actor: AuthUser) {
    return this.users.updateRole(id, body, actor);
  }

  @RequirePermission(P.USER_WRITE)
  @Delete('role/:id')
  @HttpCode(204)
  removeRole(@IdParam() id: number, @CurrentUser() actor: AuthUser) {
    return this.users.removeRole(id, actor);
  }
}

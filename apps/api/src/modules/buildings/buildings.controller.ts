import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P } from '@mijozlar/shared';
import { anyOf, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
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
import { BuildingsService } from './buildings.service';

@ApiTags('building')
@Controller('building')
export class BuildingsController {
  constructor(private readonly buildings: BuildingsService) {}

  @RequirePermission(P.BUILDING_READ)
  @Get()
  @ApiOperation({ summary: 'Buildings (search by name or address)' })
  list(@Query() query: BuildingListQueryDto) {
    return this.buildings.list(query);
  }

  // Forms and filters that pick a building outside the building screens (a new sale; the sales,
  // debts and refusals lists) read the names with their own permission (DESIGN, "Roles and lookups").
  @RequirePermission(anyOf(P.BUILDING_READ, P.SALE_READ, P.SALE_WRITE, P.CLIENT_DEBT_READ, P.REFUSAL_READ))
  @Get('choices')
  @ApiOperation({ summary: 'Buildings to pick: [{id, name}] by name, then id (a plain array)' })
  choices() {
    return this.buildings.choices();
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Post()
  create(@Body() body: CreateBuildingDto, @CurrentUser() user: AuthUser) {
    return this.buildings.create(body, user);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.buildings.get(id);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateBuildingDto) {
    return this.buildings.update(id, body);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a building with its blocks, rooms, photos and group links; 409 building.has_sales while rooms are sold or booked' })
  remove(@IdParam() id: number) {
    return this.buildings.remove(id);
  }
}

@ApiTags('building')
@Controller('building-blocks')
export class BuildingBlocksController {
  constructor(private readonly buildings: BuildingsService) {}

  @RequirePermission(P.BUILDING_READ)
  @Get()
  @ApiOperation({ summary: 'Blocks (filter building)' })
  list(@Query() query: BlockListQueryDto) {
    return this.buildings.listBlocks(query);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Post()
  create(@Body() body: CreateBlockDto) {
    return this.buildings.createBlock(body);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.buildings.getBlock(id);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateBlockDto) {
    return this.buildings.updateBlock(id, body);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a block; its rooms stay, without a block' })
  remove(@IdParam() id: number) {
    return this.buildings.removeBlock(id);
  }
}

@ApiTags('building')
@Controller('building-groups')
export class BuildingGroupsController {
  constructor(private readonly buildings: BuildingsService) {}

  @RequirePermission(P.BUILDING_READ)
  @Get()
  @ApiOperation({ summary: 'Building groups with their building ids (filter building)' })
  list(@Query() query: GroupListQueryDto) {
    return this.buildings.listGroups(query);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Post()
  create(@Body() body: CreateGroupDto) {
    return this.buildings.createGroup(body);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.buildings.getGroup(id);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateGroupDto) {
    return this.buildings.updateGroup(id, body);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  remove(@IdParam() id: number) {
    return this.buildings.removeGroup(id);
  }
}

import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { P, type Locale } from '@mijozlar/shared';
import { anyOf, RequirePermission } from '../../common/auth/decorators';
import { DeferSignInCheck } from '../../common/auth/sign-in-claim';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { CreateRoomDto, RoomCreateQueryDto, RoomGridQueryDto, RoomListQueryDto, RoomShortListQueryDto, UpdateRoomDto } from './dto/room.dto';
import { RoomsService } from './rooms.service';

@ApiTags('room')
@Controller('room')
export class RoomsController {
  constructor(private readonly rooms: RoomsService) {}

  @RequirePermission(P.BUILDING_READ)
  @Get()
  @DeferSignInCheck()
  @ApiOperation({ summary: 'Rooms (filters building, floor, status (id or code), number, entrance, block, area range, rooms_count; page_size up to 10000)' })
  list(@Query() query: RoomListQueryDto, @Lang() lang: Locale) {
    return this.rooms.list(query, lang);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get('free-list')
  @DeferSignInCheck()
  @ApiOperation({ summary: 'Free rooms (search by number; filter building)' })
  freeList(@Query() query: RoomShortListQueryDto, @Lang() lang: Locale) {
    return this.rooms.shortList(query, true, lang);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get('not-free-list')
  @DeferSignInCheck()
  @ApiOperation({ summary: 'Booked, sold and closed rooms (search by number; filter building)' })
  notFreeList(@Query() query: RoomShortListQueryDto, @Lang() lang: Locale) {
    return this.rooms.shortList(query, false, lang);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Post()
  @ApiOperation({ summary: 'Create a room; the building comes from ?building= or the body' })
  create(@Body() body: CreateRoomDto, @Query() query: RoomCreateQueryDto, @Lang() lang: Locale) {
    return this.rooms.create(body, query.building, lang);
  }

  @RequirePermission(P.BUILDING_READ)
  @Get(':id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.rooms.get(id, lang);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Put(':id')
  update(@IdParam() id: number, @Body() body: UpdateRoomDto, @Lang() lang: Locale) {
    return this.rooms.update(id, body, lang);
  }

  @RequirePermission(P.BUILDING_WRITE)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a room; 409 room.has_sales when it has sales or debts' })
  remove(@IdParam() id: number) {
    return this.rooms.remove(id);
  }
}

@ApiTags('building')
@Controller('building')
export class BuildingGridController {
  constructor(private readonly rooms: RoomsService) {}

  // The new sale picks its room on this grid: SALE_WRITE reads it too (DESIGN, "Roles and lookups").
  @RequirePermission(anyOf(P.BUILDING_READ, P.SALE_WRITE))
  @Get(':id/grid')
  @ApiOperation({
    summary: 'Apartment grid: floors × entrances with their rooms, and totals per status (count, area, value per currency)',
  })
  grid(@IdParam() id: number, @Query() query: RoomGridQueryDto, @Lang() lang: Locale) {
    return this.rooms.grid(id, query, lang);
  }
}

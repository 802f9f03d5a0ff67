import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Authenticated, CurrentUser } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { SearchService } from './search.service';

export class SearchQueryDto {
  @ApiPropertyOptional({ maxLength: 200, description: 'Name, phone digits, building or room number (at least 2 characters); apostrophe variants of oʻ/gʻ match each other' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;
}

@ApiTags('search')
@Controller('search')
export class SearchController {
  constructor(private readonly searchService: SearchService) {}

  @Authenticated()
  @Get()
  @ApiOperation({ summary: 'Up to 5 clients, leads, buildings, rooms and users; sections the caller may not read are empty' })
  search(@Query() query: SearchQueryDto, @CurrentUser() user: AuthUser) {
    return this.searchService.search(query.q, user);
  }
}

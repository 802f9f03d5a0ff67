import { Global, Module } from '@nestjs/common';
import { ListCache } from '../common/list/list-cache';
import { PrismaService } from './prisma.service';

@Global()
@Module({ providers: [PrismaService, ListCache], exports: [PrismaService, ListCache] })
export class DatabaseModule {}

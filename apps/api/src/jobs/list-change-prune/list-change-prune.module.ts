import { Module } from '@nestjs/common';
import { ListChangePruneService } from './list-change-prune.service';

@Module({ providers: [ListChangePruneService], exports: [ListChangePruneService] })
export class ListChangePruneModule {}

import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module';
import { BuildingBlocksController, BuildingGroupsController, BuildingsController } from './buildings.controller';
import { BuildingsService } from './buildings.service';

@Module({
  imports: [DocumentsModule],
  controllers: [BuildingsController, BuildingBlocksController, BuildingGroupsController],
  providers: [BuildingsService],
  exports: [BuildingsService],
})
export class BuildingsModule {}

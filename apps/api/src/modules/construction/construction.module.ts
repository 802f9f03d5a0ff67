import { Module } from '@nestjs/common';
import { ConstructionController, ConstructionXlsxController } from './construction.controller';
import { ConstructionImportService } from './construction-import.service';
import { ConstructionService } from './construction.service';

/** Construction projects: CRUD with `spent`, operations (both sources), monthly spending, XLSX export and import. */
@Module({
  controllers: [ConstructionController, ConstructionXlsxController],
  providers: [ConstructionService, ConstructionImportService],
  exports: [ConstructionService],
})
export class ConstructionModule {}

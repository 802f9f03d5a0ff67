import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock';
import { DebtsModule } from '../debts/debts.module';
import { CollectionSettingsController } from './collection-settings.controller';
import { CollectionSettingsService } from './collection-settings.service';
import { DebtCollectionController } from './debt-collection.controller';
import { DebtCollectionService } from './debt-collection.service';

/** Collections: the collection settings, a debt's collector and penalty terms, the collection log. */
@Module({
  imports: [ClockModule, DebtsModule],
  controllers: [CollectionSettingsController, DebtCollectionController],
  providers: [CollectionSettingsService, DebtCollectionService],
  exports: [CollectionSettingsService],
})
export class CollectionsModule {}

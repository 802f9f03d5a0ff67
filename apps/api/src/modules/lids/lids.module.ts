import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { LidsController } from './lids.controller';
import { LidsService } from './lids.service';

@Module({ imports: [ClientsModule], controllers: [LidsController], providers: [LidsService] })
export class LidsModule {}

import { Module } from '@nestjs/common';
import { PeopleGroupsService } from './people-groups.service';
import { SmsController } from './sms.controller';
import { SmsMessagesService } from './sms-messages.service';
import { SmsModule } from './sms.module';

/** The HTTP side of SMS: /api/sms/ and /api/people-group/. */
@Module({ imports: [SmsModule], controllers: [SmsController], providers: [SmsMessagesService, PeopleGroupsService] })
export class SmsApiModule {}

import { Module } from '@nestjs/common';

/** Investors: see issue 9 (filled in by its owner). */
@Module({})
export class InvestorsModule {}

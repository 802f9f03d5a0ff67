import { Module } from '@nestjs/common';

/** Construction: see issue 9 (filled in by its owner). */
@Module({})
export class ConstructionModule {}

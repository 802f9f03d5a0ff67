import { Module } from '@nestjs/common';

/** Suppliers: see issue 9 (filled in by its owner). */
@Module({})
export class SuppliersModule {}

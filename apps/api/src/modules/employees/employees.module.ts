import { Module } from '@nestjs/common';

/** Employees: see issue 9 (filled in by its owner). */
@Module({})
export class EmployeesModule {}

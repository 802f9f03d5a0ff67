import { Module } from '@nestjs/common';
import { EmployeeBalanceController, EmployeesController } from './employees.controller';
import { EmployeeBalanceService } from './employee-balance.service';
import { EmployeesService } from './employees.service';

/** Employees, their balance entries (accruals, hours, payments) and the salary payment hook of the wallets. */
@Module({
  controllers: [EmployeesController, EmployeeBalanceController],
  providers: [EmployeesService, EmployeeBalanceService],
  exports: [EmployeeBalanceService, EmployeesService],
})
export class EmployeesModule {}

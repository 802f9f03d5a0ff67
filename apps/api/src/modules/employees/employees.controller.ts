import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { Idempotent } from '../../common/idempotency/idempotency.interceptor';
import { CreateEmployeeDto, EmployeeExportQueryDto, EmployeeListQueryDto, EmployeeOperationsQueryDto, UpdateEmployeeDto } from './dto/employee.dto';
import { AccrueMonthDto, CreateEmployeeBalanceDto, EmployeeBalanceListQueryDto } from './dto/employee-balance.dto';
import { EmployeeBalanceService } from './employee-balance.service';
import { EmployeesService } from './employees.service';

@ApiTags('employee')
@Controller('employee')
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  @RequirePermission(P.EMPLOYEE_READ)
  @Get()
  @ApiOperation({
    summary: 'Employees with their balance (what the company owes: accruals + hours − payments)',
    description:
      'Filters salary_type (1 monthly, 2 hourly), salary_currency, is_active; search over names, position and phone digits; ordering last_name (default), first_name, position, created_at, id. ' +
      'Answers {count, results, totals: [{currency, currency_code, balance}]} (totals over every filtered employee).',
  })
  list(@Query() query: EmployeeListQueryDto, @Lang() lang: Locale) {
    return this.employees.list(query, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get('export/employees.xls')
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOperation({ summary: "The list's filters, search and ordering with balances as XLSX, streamed (sheet in `language` or Accept-Language)" })
  export(@Query() query: EmployeeExportQueryDto, @Res() reply: FastifyReply, @Lang() lang: Locale) {
    return this.employees.export(query, query.language ?? lang, reply);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Post()
  @ApiOperation({ summary: 'Create {first_name, last_name, position, phone_number?, salary_type, salary (monthly) | hourly_rate (hourly), salary_currency, is_active?}' })
  create(@Body() body: CreateEmployeeDto, @Lang() lang: Locale) {
    return this.employees.create(body, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id')
  get(@IdParam() id: number, @Lang() lang: Locale) {
    return this.employees.get(id, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Put(':id')
  @ApiOperation({ summary: 'Update (fields given replace); is_active=false deactivates; 409 employee.currency_locked when entries exist' })
  update(@IdParam() id: number, @Body() body: UpdateEmployeeDto, @Lang() lang: Locale) {
    return this.employees.update(id, body, lang);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete an employee without history; 409 employee.has_history otherwise (deactivate with is_active=false)' })
  remove(@IdParam() id: number) {
    return this.employees.remove(id);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id/operations')
  @ApiOperation({
    summary: "The employee's balance entries with the running balance after each",
    description: 'Entries count on a day: an accrual on its month, hours on their day, a payment on its operation day. Newest first (ordering -date, default), or date, id, -id; search over the comment.',
  })
  operations(@IdParam() id: number, @Query() query: EmployeeOperationsQueryDto) {
    return this.employees.operations(id, query);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id/months')
  @ApiOperation({ summary: 'Per month, newest first: {results: [{month, accrued, hours, hours_amount, paid, balance}]} (balance = accrued + hours_amount − paid for that month)' })
  months(@IdParam() id: number) {
    return this.employees.months(id);
  }
}

@ApiTags('employee')
@Controller('employee-balance')
export class EmployeeBalanceController {
  constructor(private readonly entries: EmployeeBalanceService) {}

  @RequirePermission(P.EMPLOYEE_READ)
  @Get()
  @ApiOperation({ summary: 'Balance entries (filters employee_id, kind accrual|hours|payment; newest first; search over the comment)' })
  list(@Query() query: EmployeeBalanceListQueryDto) {
    return this.entries.list(query);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Post('accrue-month')
  @Idempotent()
  @ApiOperation({
    summary: "Bulk accrual {salaryMonth} → {salaryMonth, created, skipped}: the month's salary for every active monthly employee without that month's accrual",
    description: 'Idempotent: a second call for the same month creates nothing (created 0, skipped = those who have it). A future month is 400.',
  })
  accrueMonth(@Body() body: AccrueMonthDto, @CurrentUser() user: AuthUser) {
    return this.entries.accrueMonth(body, user);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Post()
  @Idempotent()
  @ApiOperation({
    summary: 'An accrual {employee_id, salaryMonth, amount?} (monthly employee) or hours {employee_id, hoursWorked, workDate} (hourly employee)',
    description:
      "The accrual's amount defaults to the salary; one accrual per month (409 employee.accrual_exists). Hours (0 < h ≤ 24, one entry per day: 409 employee.hours_exists) are valued at the hourly rate, copied onto the entry. " +
      'Payments are written by POST /api/wallet-operations/ with employee_id and salary_date.',
  })
  create(@Body() body: CreateEmployeeBalanceDto, @CurrentUser() user: AuthUser) {
    return this.entries.create(body, user);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.entries.get(id);
  }

  @RequirePermission(P.EMPLOYEE_READ)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete an accrual or hours entry; a payment entry is 409 employee.entry_is_payment (reverse its wallet operation)' })
  remove(@IdParam() id: number) {
    return this.entries.remove(id);
  }
}

import { Module } from '@nestjs/common';
import { SupplierOperationsController, SupplierOperationsXlsxController, SuppliersController } from './suppliers.controller';
import { SupplierOperationsService } from './supplier-operations.service';
import { SupplierOperationsExportService } from './supplier-operations-export.service';
import { SuppliersService } from './suppliers.service';

/** Suppliers, their deliveries and payments (payments through the ledger), and their debts per currency. */
@Module({
  controllers: [SuppliersController, SupplierOperationsController, SupplierOperationsXlsxController],
  providers: [SuppliersService, SupplierOperationsService, SupplierOperationsExportService],
  exports: [SuppliersService],
})
export class SuppliersModule {}

import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/config';
import { PdfConverter } from '../../common/documents/pdf';
import { CompanySettingsModule } from '../company-settings/company-settings.module';
import { ReceiptPrintController, RefusalPrintController, SalePrintController } from './printing.controller';
import { PrintingService } from './printing.service';

@Module({
  imports: [CompanySettingsModule],
  controllers: [SalePrintController, ReceiptPrintController, RefusalPrintController],
  providers: [
    PrintingService,
    {
      provide: PdfConverter,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PdfConverter({ binary: config.documents.libreOfficePath, concurrency: config.documents.pdfConcurrency }),
    },
  ],
  exports: [PdfConverter],
})
export class PrintingModule {}

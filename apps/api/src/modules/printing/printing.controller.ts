import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { RequirePermission } from '../../common/auth/decorators';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import { DOCX_MIME, PDF_MIME } from '../../common/documents/disposition';
import { PrintQueryDto } from './dto/print.dto';
import { PrintingService } from './printing.service';

// The print routes sit under their records' prefixes (sale, payment-report, refusals); Fastify
// routes the dot of `contract.docx` as part of the static segment.

const DOCX = () => ApiProduces(DOCX_MIME);
const PDF = () => ApiProduces(PDF_MIME);
const FILE = (what: string) => ApiOkResponse({ description: `${what} (attachment; filename="<kind>-<number>.<ext>" with filename* in UTF-8)`, schema: { type: 'string', format: 'binary' } });
const PDF_ERRORS = () => ApiResponse({ status: 503, description: 'documents.pdf_unavailable (no LibreOffice on the server; DOCX still works), documents.busy (more than 50 PDFs waiting), documents.pdf_failed, documents.no_template' });

@ApiTags('sale')
@Controller('sale')
export class SalePrintController {
  constructor(private readonly printing: PrintingService) {}

  @RequirePermission(P.SALE_READ)
  @Get(':id/contract.docx')
  @DOCX()
  @FILE('The sale’s contract as DOCX')
  @ApiOperation({ summary: 'The contract (DOCX) of a confirmed or refused sale; 409 documents.sale_not_confirmed; 400 documents.template_kind' })
  contractDocx(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.sale(id, 'contract', 'docx', query, lang, reply);
  }

  @RequirePermission(P.SALE_READ)
  @Get(':id/contract.pdf')
  @PDF()
  @FILE('The sale’s contract as PDF')
  @PDF_ERRORS()
  @ApiOperation({ summary: 'The contract (PDF, LibreOffice) of a confirmed or refused sale' })
  contractPdf(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.sale(id, 'contract', 'pdf', query, lang, reply);
  }

  @RequirePermission(P.SALE_READ)
  @Get(':id/schedule.docx')
  @DOCX()
  @FILE('The sale’s payment schedule as DOCX')
  @ApiOperation({ summary: 'The payment schedule (DOCX) of a confirmed or refused sale, from its debt’s instalments' })
  scheduleDocx(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.sale(id, 'schedule', 'docx', query, lang, reply);
  }

  @RequirePermission(P.SALE_READ)
  @Get(':id/schedule.pdf')
  @PDF()
  @FILE('The sale’s payment schedule as PDF')
  @PDF_ERRORS()
  @ApiOperation({ summary: 'The payment schedule (PDF) of a confirmed or refused sale' })
  schedulePdf(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.sale(id, 'schedule', 'pdf', query, lang, reply);
  }
}

@ApiTags('debts')
@Controller('payment-report')
export class ReceiptPrintController {
  constructor(private readonly printing: PrintingService) {}

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get(':id/receipt.docx')
  @DOCX()
  @FILE('The payment’s receipt as DOCX')
  @ApiOperation({ summary: 'The receipt (DOCX) of a client payment, in the payment’s currency' })
  receiptDocx(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.receipt(id, 'docx', query, lang, reply);
  }

  @RequirePermission(P.CLIENT_DEBT_READ)
  @Get(':id/receipt.pdf')
  @PDF()
  @FILE('The payment’s receipt as PDF')
  @PDF_ERRORS()
  @ApiOperation({ summary: 'The receipt (PDF) of a client payment' })
  receiptPdf(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.receipt(id, 'pdf', query, lang, reply);
  }
}

@ApiTags('refusals')
@Controller('refusals')
export class RefusalPrintController {
  constructor(private readonly printing: PrintingService) {}

  @RequirePermission(P.REFUSAL_READ)
  @Get(':id/document.docx')
  @DOCX()
  @FILE('The refusal’s document as DOCX')
  @ApiOperation({ summary: 'The refusal document (DOCX): the refused sale and what is refunded, in the refusal’s currency' })
  documentDocx(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.refusal(id, 'docx', query, lang, reply);
  }

  @RequirePermission(P.REFUSAL_READ)
  @Get(':id/document.pdf')
  @PDF()
  @FILE('The refusal’s document as PDF')
  @PDF_ERRORS()
  @ApiOperation({ summary: 'The refusal document (PDF)' })
  documentPdf(@IdParam() id: number, @Query() query: PrintQueryDto, @Lang() lang: Locale, @Res() reply: FastifyReply) {
    return this.printing.refusal(id, 'pdf', query, lang, reply);
  }
}

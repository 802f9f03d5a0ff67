import { HttpStatus, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CURRENCY_USD, DocumentsError, ErrorCode, type AuditEntity, type Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import { audit } from '../../common/audit';
import { Clock } from '../../common/clock/clock';
import { money, type Decimal } from '../../common/money/money';
import { attachmentDisposition, DOCX_MIME, PDF_MIME } from '../../common/documents/disposition';
import type { DocumentKind, DocumentLanguage } from '../../common/documents/placeholders';
import { renderDocx, type TemplateData } from '../../common/documents/render';
import { PdfConverter } from '../../common/documents/pdf';
import { CompanySettingsService } from '../company-settings/company-settings.service';
import { DayRateService } from '../ledger/day-rate.service';
import { contractDay, receiptTags, refusalTags, saleTags, type Common } from './printing.data';
import { paymentForPrint, refusalForPrint, saleForPrint, type SaleForPrint } from './printing.rows';
import type { PrintQueryDto } from './dto/print.dto';

export type PrintFormat = 'docx' | 'pdf';

/** The file name's first word, per kind and language. */
const KIND_WORD: Record<DocumentKind, Record<DocumentLanguage, string>> = {
  contract: { uz: 'shartnoma', ru: 'договор' },
  schedule: { uz: 'toʻlov-jadvali', ru: 'график-платежей' },
  receipt: { uz: 'kvitansiya', ru: 'квитанция' },
  refusal: { uz: 'bekor-qilish', ru: 'отказ' },
};

interface Chosen {
  id: number;
  language: DocumentLanguage;
  content: Uint8Array;
}

/**
 * Prints a record's document: picks the template, reads the record in a fixed number of
 * statements (the record with its relations in one, the company row, the day's rate, a receipt's
 * payments sum), fills the template, converts to PDF when asked (PdfConverter's queue) and writes
 * the `print` audit entry once the file exists.
 */
@Injectable()
export class PrintingService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly company: CompanySettingsService,
    private readonly rates: DayRateService,
    private readonly clock: Clock,
    private readonly pdf: PdfConverter,
  ) {}

  async sale(id: number, kind: 'contract' | 'schedule', format: PrintFormat, query: PrintQueryDto, lang: Locale, reply: FastifyReply) {
    const sale = await this.prisma.sale.findUnique({ where: { id }, select: saleForPrint, relationLoadStrategy: 'join' });
    if (!sale) throw ApiError.notFound();
    if (sale.status !== 'approved' && sale.status !== 'refused') throw ApiError.conflict(DocumentsError.SALE_NOT_CONFIRMED);
    const template = await this.choose(kind, query, lang, sale.room.building.id);
    const [common, rate] = await Promise.all([this.common(template.language), this.saleRate(sale)]);
    const data = saleTags(sale, rate, common);
    const number = sale.contract_number ?? String(sale.id);
    return this.answer(reply, { kind, format, template, data, number, entity: 'sale', entityId: sale.id, label: `${KIND_WORD[kind].uz} ${number}` });
  }

  async receipt(id: number, format: PrintFormat, query: PrintQueryDto, lang: Locale, reply: FastifyReply) {
    const payment = await this.prisma.paymentReport.findUnique({ where: { id }, select: paymentForPrint, relationLoadStrategy: 'join' });
    if (!payment) throw ApiError.notFound();
    const template = await this.choose('receipt', query, lang, payment.client_debt.room.building.id);
    // What was still owed right after this payment: the debt less the payments recorded up to it
    // (penalty payments pay the penalty, not the debt).
    const [common, applied] = await Promise.all([
      this.common(template.language),
      this.prisma.paymentReport.aggregate({ where: { client_debt_id: payment.client_debt.id, id: { lte: payment.id }, penalty: false }, _sum: { applied_amount: true } }),
    ]);
    const debtAfter = money(payment.client_debt.all_debt).minus(applied._sum.applied_amount ?? 0);
    const data = receiptTags(payment, debtAfter.isNegative() ? money(0) : debtAfter, common);
    return this.answer(reply, { kind: 'receipt', format, template, data, number: String(payment.id), entity: 'payment_report', entityId: payment.id, label: `${KIND_WORD.receipt.uz} #${payment.id}` });
  }

  async refusal(id: number, format: PrintFormat, query: PrintQueryDto, lang: Locale, reply: FastifyReply) {
    const refusal = await this.prisma.refusal.findUnique({ where: { id }, select: refusalForPrint, relationLoadStrategy: 'join' });
    if (!refusal) throw ApiError.notFound();
    const template = await this.choose('refusal', query, lang, refusal.sale.room.building.id);
    const [common, rate] = await Promise.all([this.common(template.language), this.saleRate(refusal.sale)]);
    const data = refusalTags(refusal, rate, common);
    const number = refusal.sale.contract_number ?? String(refusal.id);
    return this.answer(reply, { kind: 'refusal', format, template, data, number, entity: 'refusal', entityId: refusal.id, label: `${KIND_WORD.refusal.uz} #${refusal.id}` });
  }

  /**
   * The template: `template` when given (of this kind, else 400; its language wins); otherwise,
   * in the asked language, the building's default, the company-wide default, the built-in. None
   * at all (built-ins not seeded) is 503 documents.no_template. One statement either way.
   */
  async choose(kind: DocumentKind, query: PrintQueryDto, lang: Locale, buildingId: number): Promise<Chosen> {
    if (query.template !== undefined) {
      const row = await this.prisma.documentTemplate.findUnique({ where: { id: query.template }, select: { id: true, kind: true, language: true, content: true } });
      if (!row) throw ApiError.badRequest('template', ErrorCode.INVALID);
      if (row.kind !== kind) throw ApiError.badRequest('template', DocumentsError.TEMPLATE_KIND);
      return { id: row.id, language: row.language as DocumentLanguage, content: row.content };
    }
    const language = query.language ?? lang;
    const rows = await this.prisma.documentTemplate.findMany({
      where: { kind, language, OR: [{ is_default: true, building_id: buildingId }, { is_default: true, building_id: null }, { is_builtin: true }] },
      select: { id: true, building_id: true, is_default: true, is_builtin: true, content: true },
    });
    const pick =
      rows.find((r) => r.is_default && r.building_id === buildingId) ?? rows.find((r) => r.is_default && r.building_id === null) ?? rows.find((r) => r.is_builtin);
    if (!pick) throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ field: null, code: DocumentsError.NO_TEMPLATE }]);
    return { id: pick.id, language, content: pick.content };
  }

  private async common(language: DocumentLanguage): Promise<Common> {
    return { company: await this.company.get(), language, today: this.clock.today() };
  }

  /**
   * A USD sale's rate for its soʻm figures: the stored rate of the contract's day (or the latest
   * before it), as the day rates of the money writes are found (DayRateService). No stored rate
   * at all: the sale's own exchange_rate, which the confirm stored when it converted the first
   * payment (1, i.e. none, when it did not: then the document prints dollars). UZS sales: none.
   */
  private async saleRate(sale: Pick<SaleForPrint, 'currency_id' | 'contract_date' | 'approved_at' | 'exchange_rate'>): Promise<Decimal | null> {
    if (sale.currency_id !== CURRENCY_USD) return null;
    const day = contractDay(sale) ?? this.clock.today();
    const stored = await this.rates.latestOn(this.prisma, day);
    if (stored) return stored.rate;
    const own = money(sale.exchange_rate);
    return own.gt(1) ? own : null;
  }

  private async answer(
    reply: FastifyReply,
    p: { kind: DocumentKind; format: PrintFormat; template: Chosen; data: TemplateData; number: string; entity: AuditEntity; entityId: number; label: string },
  ) {
    let file: Buffer;
    try {
      file = renderDocx(p.template.content, p.data);
    } catch (err) {
      const detail = (err as { properties?: { explanation?: string } }).properties?.explanation ?? (err as Error).message;
      throw ApiError.badRequest('template', DocumentsError.RENDER_FAILED, { detail });
    }
    if (p.format === 'pdf') file = await this.pdf.convert(file);
    await audit(this.prisma, {
      action: 'print',
      entity: p.entity,
      entity_id: p.entityId,
      label: p.label,
      details: { kind: p.kind, language: p.template.language, format: p.format, template: p.template.id },
    });
    const name = `${KIND_WORD[p.kind][p.template.language]}-${p.number}.${p.format}`;
    return reply
      .header('Content-Type', p.format === 'pdf' ? PDF_MIME : DOCX_MIME)
      .header('Content-Disposition', attachmentDisposition(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(file);
  }
}

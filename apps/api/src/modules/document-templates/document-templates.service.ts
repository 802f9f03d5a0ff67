import { Injectable } from '@nestjs/common';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DocumentTemplateError, ErrorCode, type DocumentPlaceholder, type Locale } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import { ApiError } from '../../common/errors/api-error';
import type { AuthUser } from '../../common/auth/auth-user';
import { paginate } from '../../common/list/paginate';
import { auditChange, auditCreate, auditDelete } from '../../common/audit';
import { createValidationPipe } from '../../common/errors/validation';
import { checkTemplate } from '../../common/documents/check-template';
import { attachmentDisposition, DOCX_MIME } from '../../common/documents/disposition';
import { type DocumentKind, placeholdersOf } from '../../common/documents/placeholders';
import { templateProblemText } from '../../common/i18n/documents.messages';
import { Prisma } from '../../generated/prisma/client';
import {
  DocumentTemplateChoicesQueryDto,
  DocumentTemplateListQueryDto,
  UpdateDocumentTemplateDto,
  UploadTemplateFieldsDto,
} from './dto/document-template.dto';
import { buildTemplateWhere, templateListSpec } from './document-templates.query';
import { templateAudit, templateSelect, toChoice, toTemplate } from './document-templates.mapper';

/** Same as the image uploads (app.factory's multipart limit answers 413 past it). */
export const MAX_TEMPLATE_BYTES = 5 * 1024 * 1024;

const fieldsPipe = createValidationPipe();

@Injectable()
export class DocumentTemplatesService {
  constructor(private readonly prisma: PrismaService) {}

  list(query: DocumentTemplateListQueryDto) {
    return paginate(this.prisma.documentTemplate, query, templateListSpec, { where: buildTemplateWhere(query), select: templateSelect, map: toTemplate });
  }

  /** The print dialog's choice: the building's templates and the company-wide ones, defaults and built-ins first. */
  async choices(query: DocumentTemplateChoicesQueryDto) {
    const rows = await this.prisma.documentTemplate.findMany({
      where: { kind: query.kind, OR: [{ building_id: null }, ...(query.building !== undefined ? [{ building_id: query.building }] : [])] },
      select: templateSelect,
      orderBy: [{ language: 'desc' }, { is_default: 'desc' }, { is_builtin: 'desc' }, { name: 'asc' }, { id: 'asc' }],
    });
    return rows.map(toChoice);
  }

  placeholders(kind: DocumentKind, lang: Locale): DocumentPlaceholder[] {
    return placeholdersOf(kind).map((p) => ({
      tag: p.tag,
      ...(p.loop ? { loop: p.loop } : {}),
      ...(p.section ? { section: true } : {}),
      description: p.description[lang],
      example: p.example[lang],
    }));
  }

  async get(id: number) {
    const row = await this.prisma.documentTemplate.findUnique({ where: { id }, select: templateSelect });
    if (!row) throw ApiError.notFound();
    return toTemplate(row);
  }

  async file(id: number, reply: FastifyReply) {
    const row = await this.prisma.documentTemplate.findUnique({ where: { id }, select: { content: true, original_name: true, name: true } });
    if (!row) throw ApiError.notFound();
    const name = /\.docx$/i.test(row.original_name) ? row.original_name : `${row.name}.docx`;
    return reply
      .header('Content-Type', DOCX_MIME)
      .header('Content-Disposition', attachmentDisposition(name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(Buffer.from(row.content));
  }

  async upload(request: FastifyRequest, user: AuthUser) {
    if (!request.isMultipart()) throw ApiError.badRequest('file', ErrorCode.REQUIRED);
    let file: { bytes: Buffer; name: string } | undefined;
    const fields: Record<string, string> = {};
    for await (const part of request.parts({ limits: { fileSize: MAX_TEMPLATE_BYTES, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await (part as MultipartFile).toBuffer(); // 413 past the limit
        if (part.fieldname === 'file') file = { bytes, name: (part as MultipartFile).filename ?? '' };
        else throw ApiError.badRequest(part.fieldname, ErrorCode.UNKNOWN_FIELD);
      } else {
        fields[(part as MultipartValue).fieldname] = String((part as MultipartValue).value ?? '');
      }
    }
    const dto = (await fieldsPipe.transform(fields, { type: 'query', metatype: UploadTemplateFieldsDto, data: undefined })) as UploadTemplateFieldsDto;
    if (!file || file.bytes.length === 0) throw ApiError.badRequest('file', ErrorCode.REQUIRED);
    const problems = checkTemplate(file.bytes, dto.kind);
    if (problems.length) {
      throw ApiError.invalid(
        problems.slice(0, 20).map((problem) => ({
          field: 'file',
          code: DocumentTemplateError.INVALID,
          params: { detail_uz: templateProblemText(problem, 'uz'), detail_ru: templateProblemText(problem, 'ru') },
        })),
      );
    }
    if (dto.building !== undefined) await this.assertBuilding(dto.building);
    const isDefault = dto.is_default ?? true;
    return this.prisma.$transaction(async (tx) => {
      if (isDefault) await this.unsetDefault(tx, { kind: dto.kind, language: dto.language, building_id: dto.building ?? null });
      const row = await tx.documentTemplate.create({
        data: {
          name: dto.name,
          kind: dto.kind,
          language: dto.language,
          building_id: dto.building ?? null,
          is_default: isDefault,
          content: new Uint8Array(file.bytes),
          size: file.bytes.length,
          original_name: (file.name || `${dto.name}.docx`).slice(0, 255),
          created_by_id: user.id,
        },
        select: templateSelect,
      });
      const template = toTemplate(row);
      await auditCreate(tx, { entity: 'document_template', entity_id: template.id, label: template.name, after: templateAudit(template) });
      return template;
    });
  }

  async update(id: number, dto: UpdateDocumentTemplateDto) {
    if (dto.building !== undefined && dto.building !== null) await this.assertBuilding(dto.building);
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM document_template WHERE id = ${id} FOR UPDATE`;
      const current = await tx.documentTemplate.findUnique({ where: { id }, select: templateSelect });
      if (!current) throw ApiError.notFound();
      if (current.is_builtin) throw ApiError.conflict(DocumentTemplateError.BUILTIN);
      const before = toTemplate(current);
      const buildingId = dto.building !== undefined ? dto.building : (current.building?.id ?? null);
      const isDefault = dto.is_default ?? current.is_default;
      if (isDefault) await this.unsetDefault(tx, { kind: current.kind, language: current.language, building_id: buildingId }, id);
      const data: Prisma.DocumentTemplateUncheckedUpdateInput = { building_id: buildingId, is_default: isDefault };
      if (dto.name !== undefined) data.name = dto.name;
      const after = toTemplate(await tx.documentTemplate.update({ where: { id }, data, select: templateSelect }));
      await auditChange(tx, { entity: 'document_template', entity_id: id, label: after.name, before: templateAudit(before), after: templateAudit(after) });
      return after;
    });
  }

  async remove(id: number): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const current = await tx.documentTemplate.findUnique({ where: { id }, select: templateSelect });
      if (!current) throw ApiError.notFound();
      if (current.is_builtin) throw ApiError.conflict(DocumentTemplateError.BUILTIN);
      await tx.documentTemplate.delete({ where: { id } });
      const template = toTemplate(current);
      await auditDelete(tx, { entity: 'document_template', entity_id: id, label: template.name, before: templateAudit(template) });
    });
  }

  /**
   * The slot's current default stops being one (with its own audit entry). Serialised per slot by
   * an advisory lock, so two uploads at once never both keep is_default (the unique index would
   * refuse the second otherwise).
   */
  private async unsetDefault(tx: Tx, slot: { kind: string; language: string; building_id: number | null }, exceptId?: number) {
    const key = `document_template_default:${slot.kind}:${slot.language}:${slot.building_id ?? 0}`;
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${key}))`;
    const previous = await tx.documentTemplate.findMany({
      where: { kind: slot.kind, language: slot.language, building_id: slot.building_id, is_default: true, ...(exceptId ? { id: { not: exceptId } } : {}) },
      select: templateSelect,
    });
    for (const row of previous) {
      const before = toTemplate(row);
      const after = toTemplate(await tx.documentTemplate.update({ where: { id: row.id }, data: { is_default: false }, select: templateSelect }));
      await auditChange(tx, { entity: 'document_template', entity_id: row.id, label: after.name, before: templateAudit(before), after: templateAudit(after) });
    }
  }

  private async assertBuilding(id: number) {
    const found = await this.prisma.building.findUnique({ where: { id }, select: { id: true } });
    if (!found) throw ApiError.badRequest('building', ErrorCode.INVALID);
  }
}

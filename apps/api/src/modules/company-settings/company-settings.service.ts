import { Injectable } from '@nestjs/common';
import type { CompanySettings } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { auditChange } from '../../common/audit';
import { CompanySettingsDto } from './dto/company-settings.dto';
import { COMPANY_SETTINGS_FIELDS, companySettingsSelect, toCompanySettings } from './company-settings.mapper';

/** The one row of company_settings (a CHECK keeps its id 1; the migration inserts it). */
const ROW_ID = 1;
/** How the audit trail names the record. */
const LABEL = 'Kompaniya rekvizitlari / Реквизиты компании';

/**
 * The company's details that documents print (name, INN, address, bank, director, escrow
 * account). One row; `get()` is what other modules (printing) call to read it.
 */
@Injectable()
export class CompanySettingsService {
  constructor(private readonly prisma: PrismaService) {}

  /** The company's details, '' for what is not filled; `db` lets a caller read them in its own transaction. */
  async get(db: Tx | PrismaService = this.prisma): Promise<CompanySettings> {
    return toCompanySettings(await db.companySettings.findUnique({ where: { id: ROW_ID }, select: companySettingsSelect }));
  }

  /** Changes the given fields under the row's lock; the audit entry (`company_settings`, update) holds what changed. */
  async update(dto: CompanySettingsDto, actor: AuthUser): Promise<CompanySettings> {
    return this.prisma.$transaction(async (tx) => {
      // The row exists from the migration on; a restored or hand-made database without it gets it here.
      await tx.$executeRaw`INSERT INTO company_settings (id) VALUES (${ROW_ID}) ON CONFLICT DO NOTHING`;
      await tx.$queryRaw`SELECT id FROM company_settings WHERE id = ${ROW_ID} FOR UPDATE`;
      const before = await this.get(tx);
      const data: Partial<CompanySettings> = {};
      for (const field of COMPANY_SETTINGS_FIELDS) if (dto[field] !== undefined) data[field] = dto[field];
      const row = await tx.companySettings.update({
        where: { id: ROW_ID },
        data: { ...data, updated_by_id: actor.id },
        select: companySettingsSelect,
      });
      const after = toCompanySettings(row);
      await auditChange(tx, { entity: 'company_settings', entity_id: ROW_ID, label: after.name || LABEL, before, after });
      return after;
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { CollectionSettings } from '@mijozlar/shared';
import { PrismaService, Tx } from '../../database/prisma.service';
import type { AuthUser } from '../../common/auth/auth-user';
import { auditChange } from '../../common/audit';
import { CollectionSettingsDto } from './dto/collection-settings.dto';
import { collectionSettingsSelect, toCollectionSettings } from './collection-settings.mapper';

/** The one row of collection_settings (a CHECK keeps its id 1; the migration inserts it). */
export const COLLECTION_SETTINGS_ID = 1;
const LABEL = 'Undirish sozlamalari / Настройки взыскания';

/**
 * The collection defaults: the penalty rate and cap a confirmed sale's debt gets (sales.service
 * reads the row in the confirm's transaction), and the days of grace before penalty.
 */
@Injectable()
export class CollectionSettingsService {
  constructor(private readonly prisma: PrismaService) {}

  async get(db: Tx | PrismaService = this.prisma): Promise<CollectionSettings> {
    return toCollectionSettings(await db.collectionSettings.findUnique({ where: { id: COLLECTION_SETTINGS_ID }, select: collectionSettingsSelect }));
  }

  /** Changes the given fields under the row's lock; the audit entry (`collection_settings`, update) holds what changed. */
  async update(dto: CollectionSettingsDto, actor: AuthUser): Promise<CollectionSettings> {
    return this.prisma.$transaction(async (tx) => {
      // The row exists from the migration on; a restored or hand-made database without it gets it here.
      await tx.$executeRaw`INSERT INTO collection_settings (id) VALUES (${COLLECTION_SETTINGS_ID}) ON CONFLICT DO NOTHING`;
      await tx.$queryRaw`SELECT id FROM collection_settings WHERE id = ${COLLECTION_SETTINGS_ID} FOR UPDATE`;
      const before = await this.get(tx);
      const row = await tx.collectionSettings.update({
        where: { id: COLLECTION_SETTINGS_ID },
        data: {
          ...(dto.penalty_rate !== undefined ? { penalty_rate: dto.penalty_rate } : {}),
          ...(dto.penalty_cap_percent !== undefined ? { penalty_cap_percent: dto.penalty_cap_percent } : {}),
          ...(dto.grace_days !== undefined ? { grace_days: dto.grace_days } : {}),
          updated_by_id: actor.id,
        },
        select: collectionSettingsSelect,
      });
      const after = toCollectionSettings(row);
      await auditChange(tx, { entity: 'collection_settings', entity_id: COLLECTION_SETTINGS_ID, label: LABEL, before, after });
      return after;
    });
  }
}

import { Injectable } from '@nestjs/common';
import type { Locale } from '@mijozlar/shared';
import { PrismaService } from '../../database/prisma.service';
import { localName } from '../../common/i18n/locale';
import { ListSpec, paginate } from '../../common/list/paginate';
import { ListQueryDto } from '../../common/list/list-query.dto';

type Named = { id: number; name_uz: string; name_ru: string };
type Where = Record<string, unknown>;
type OrderBy = Record<string, unknown>;

/** Reference lists are short: a select fills itself from one page by default. */
function referenceSpec(locale: Locale, defaultOrdering = 'id'): ListSpec<Where, OrderBy> {
  const nameColumn = locale === 'ru' ? 'name_ru' : 'name_uz';
  return {
    ordering: { id: (d) => ({ id: d }), name: (d) => ({ [nameColumn]: d }) },
    defaultOrdering,
    tiebreaker: { id: 'asc' },
    search: (term) => ({
      OR: [{ name_uz: { contains: term, mode: 'insensitive' } }, { name_ru: { contains: term, mode: 'insensitive' } }],
    }),
    defaultPageSize: 1000,
  };
}

@Injectable()
export class ReferenceService {
  constructor(private readonly prisma: PrismaService) {}

  private list<Row extends Named>(
    delegate: Parameters<typeof paginate>[0],
    query: ListQueryDto,
    locale: Locale,
    extra: (row: Row) => Record<string, unknown> = () => ({}),
    where: Where = {},
  ) {
    return paginate(delegate, query, referenceSpec(locale), {
      where,
      map: (row: Named) => ({ id: row.id, name: localName(row, locale), ...extra(row as Row) }),
    });
  }

  currencies(q: ListQueryDto, l: Locale) {
    return this.list<Named & { code: string; symbol: string }>(this.prisma.currency, q, l, (r) => ({ code: r.code, symbol: r.symbol }));
  }
  roomStatuses(q: ListQueryDto, l: Locale) {
    return this.list<Named & { code: string }>(this.prisma.roomStatus, q, l, (r) => ({ code: r.code }));
  }
  regions(q: ListQueryDto, l: Locale) {
    return this.list(this.prisma.region, q, l);
  }
  cities(q: ListQueryDto & { region?: number }, l: Locale) {
    return this.list<Named & { region_id: number }>(
      this.prisma.city,
      q,
      l,
      (r) => ({ region: r.region_id }),
      q.region !== undefined ? { region_id: q.region } : {},
    );
  }
  paymentMethods(q: ListQueryDto, l: Locale) {
    return this.list<Named & { code: string }>(this.prisma.paymentMethod, q, l, (r) => ({ code: r.code }));
  }
  debtTypes(q: ListQueryDto, l: Locale) {
    return this.list<Named & { code: string }>(this.prisma.debtType, q, l, (r) => ({ code: r.code }));
  }
  creditPeriods(q: ListQueryDto, l: Locale) {
    return this.list<Named & { months: number }>(this.prisma.creditPeriod, q, l, (r) => ({ months: r.months }));
  }
  lidStatuses(q: ListQueryDto, l: Locale) {
    return this.list<Named & { code: string }>(this.prisma.lidStatus, q, l, (r) => ({ code: r.code }));
  }
  lidSources(q: ListQueryDto, l: Locale) {
    return this.list(this.prisma.lidSource, q, l);
  }
  investorTypes(q: ListQueryDto, l: Locale) {
    return this.list(this.prisma.investorType, q, l);
  }
  salaryTypes(q: ListQueryDto, l: Locale) {
    return this.list<Named & { code: string }>(this.prisma.salaryType, q, l, (r) => ({ code: r.code }));
  }
  supplierMaterials(q: ListQueryDto, l: Locale) {
    return this.list(this.prisma.supplierMaterial, q, l);
  }
}

import { type ApiErrorCode, ErrorCode, ImportError, normalizePhone } from '@mijozlar/shared';
import type { PendingFieldError } from '../../common/errors/api-error';
import type { SheetRow } from '../../common/xlsx';
import { allowedParams, namesOf, normaliseHeader } from '../../common/xlsx';
import { REQUIRED_CLIENT_COLUMNS } from './clients-xlsx.columns';
import { type ClientDocuments, readClientDocuments } from './client-documents';

/** A row ready to be written. */
export interface ImportedClient {
  row: number;
  name: string;
  phone_number: string;
  additional_numbers: string[];
  company_name: string | null;
  region_id: number | null;
  city_id: number | null;
  status_id: number;
  /** The documents' columns (optional; dates YYYY-MM-DD). */
  documents: ClientDocuments;
}

type Named = { id: number; name_uz: string; name_ru: string };

export interface ClientImportContext {
  regions: Named[];
  cities: (Named & { region_id: number })[];
  statuses: (Named & { code: string })[];
  defaultStatusId: number;
  /** Today in Tashkent (YYYY-MM-DD): a birth or passport date after it is refused. */
  today: string;
}

/** A name (uz or ru, any case/apostrophe) or an id → the matching ids. */
function index<T extends Named>(items: T[], extra: (t: T) => string[] = () => []) {
  const byKey = new Map<string, T[]>();
  const add = (k: string, t: T) => {
    const key = normaliseHeader(k);
    const list = byKey.get(key) ?? [];
    if (!list.includes(t)) list.push(t);
    byKey.set(key, list);
  };
  for (const t of items) for (const k of [String(t.id), t.name_uz, t.name_ru, ...extra(t)]) add(k, t);
  return (text: string) => byKey.get(normaliseHeader(text)) ?? [];
}

/** "+998 90 123-45-67, 901234568; 91 …" → the entries (commas, semicolons or new lines). */
export const splitPhones = (text: string | null) =>
  (text ?? '')
    .split(/[,;\n]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * Validates every row of a clients sheet (pure). Phones are normalised; a phone (main or extra)
 * appearing on two rows is refused on the second. Region, city and status are matched by uz or
 * ru name or id; the city must belong to the region (with no region, a city names its region
 * when the name is unambiguous). The documents' columns (address, passport, PINFL, birth date)
 * are optional and checked as the API checks them. Nothing is written unless the error list is empty.
 */
export function validateClientRows(rows: SheetRow[], present: string[], ctx: ClientImportContext): { clients: ImportedClient[]; errors: PendingFieldError[] } {
  const errors: PendingFieldError[] = [];
  for (const key of REQUIRED_CLIENT_COLUMNS) {
    if (!present.includes(key)) errors.push({ row: 1, field: key, code: ImportError.MISSING_COLUMN });
  }
  if (errors.length) return { clients: [], errors };

  const findRegion = index(ctx.regions);
  const findCity = index(ctx.cities);
  const findStatus = index(ctx.statuses, (s) => [s.code]);
  const seenPhones = new Map<string, number>();
  const clients: ImportedClient[] = [];
  // What an error names as allowed, in the request's language.
  const regionAllowed = allowedParams(ctx.regions.map(namesOf));
  const statusAllowed = allowedParams(ctx.statuses.map(namesOf));
  const citiesOf = new Map<number, Record<string, string>>();
  const cityAllowed = (regionId: number) => {
    let params = citiesOf.get(regionId);
    if (!params) citiesOf.set(regionId, (params = allowedParams(ctx.cities.filter((c) => c.region_id === regionId).map(namesOf))));
    return params;
  };
  const regionById = new Map(ctx.regions.map((r) => [r.id, r]));

  for (const { row, values: v } of rows) {
    const err = (field: string, code: ApiErrorCode, params?: Record<string, string | number>) => errors.push({ row, field, code, params });
    const before = errors.length;

    const name = v.name?.trim() ?? '';
    if (!name) err('name', ErrorCode.REQUIRED);
    else if (name.length > 200) err('name', ErrorCode.TOO_LONG, { max: 200 });

    const phone = v.phone_number ? normalizePhone(v.phone_number) : null;
    if (!v.phone_number) err('phone_number', ErrorCode.REQUIRED);
    else if (!phone) err('phone_number', ErrorCode.INVALID_PHONE);
    else if (seenPhones.has(phone)) err('phone_number', ImportError.DUPLICATE);

    const extras: string[] = [];
    let extraProblem: ApiErrorCode | null = null;
    for (const entry of splitPhones(v.additional_numbers)) {
      const p = normalizePhone(entry);
      if (!p) extraProblem ??= ErrorCode.INVALID_PHONE;
      else if (p === phone || extras.includes(p)) continue; // the same number twice on one row is one number
      else if (seenPhones.has(p)) extraProblem ??= ImportError.DUPLICATE;
      else extras.push(p);
    }
    if (extraProblem) err('additional_numbers', extraProblem);
    if (phone) seenPhones.set(phone, row);
    for (const p of extras) seenPhones.set(p, row);

    const company = v.company_name?.trim() || null;
    if (company && company.length > 200) err('company_name', ErrorCode.TOO_LONG, { max: 200 });

    let regionId: number | null = null;
    if (v.region !== null) {
      const found = findRegion(v.region);
      if (found.length !== 1) err('region', ImportError.NOT_IN_LIST, regionAllowed);
      else regionId = found[0].id;
    }
    let cityId: number | null = null;
    if (v.city !== null) {
      let found = findCity(v.city);
      if (regionId !== null) found = found.filter((c) => c.region_id === regionId);
      if (found.length !== 1) {
        // With a region: name its cities. Without: a name in several regions names those regions.
        if (regionId !== null) err('city', ImportError.NOT_IN_LIST, cityAllowed(regionId));
        else if (v.region === null && found.length === 0) err('city', ImportError.CITY_NOT_FOUND);
        else if (v.region === null) {
          const regions = [...new Set(found.map((c) => c.region_id))].sort((a, b) => a - b).map((id) => regionById.get(id)).filter((r) => r !== undefined);
          err('city', ImportError.CITY_AMBIGUOUS, allowedParams(regions.map(namesOf)));
        }
      } else {
        cityId = found[0].id;
        if (v.region === null) regionId = found[0].region_id;
      }
    }

    let statusId = ctx.defaultStatusId;
    if (v.status !== null) {
      const found = findStatus(v.status);
      if (found.length !== 1) err('status', ImportError.NOT_IN_LIST, statusAllowed);
      else statusId = found[0].id;
    }

    // Address, passport, PINFL and birth date: optional columns, checked as the API checks them.
    const documents = readClientDocuments(v, ctx.today);
    for (const e of documents.errors) err(e.field, e.code, e.params);

    if (errors.length === before) {
      clients.push({
        row,
        name,
        phone_number: phone!,
        additional_numbers: extras,
        company_name: company,
        region_id: regionId,
        city_id: cityId,
        status_id: statusId,
        documents: documents.values,
      });
    }
  }
  return { clients, errors };
}

/**
 * Rows whose phones already belong to a client in the database: a row's main phone
 * that is some client's main or additional phone, or an additional phone that is some client's
 * main phone. Each is an error on its row with the holder in `existing_id`; the import then
 * writes nothing. `mainOwner` and `extraOwner` map phones to the client holding them.
 */
export function existingPhoneErrors(
  clients: ImportedClient[],
  mainOwner: ReadonlyMap<string, number>,
  extraOwner: ReadonlyMap<string, number>,
): PendingFieldError[] {
  const errors: PendingFieldError[] = [];
  for (const c of clients) {
    const holder = mainOwner.get(c.phone_number) ?? extraOwner.get(c.phone_number);
    if (holder !== undefined) errors.push({ row: c.row, field: 'phone_number', code: ImportError.PHONE_EXISTS, existing_id: holder });
    const extra = c.additional_numbers.find((p) => mainOwner.has(p));
    if (extra !== undefined) errors.push({ row: c.row, field: 'additional_numbers', code: ImportError.PHONE_EXISTS, existing_id: mainOwner.get(extra)! });
  }
  return errors;
}

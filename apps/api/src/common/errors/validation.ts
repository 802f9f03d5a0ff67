import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { type ApiErrorCode, ErrorCode } from '@mijozlar/shared';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ApiError, PendingFieldError } from './api-error';

// class-transformer keeps @Type() metadata here; its package exports no path with types for it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

const numberIn = (message: string | undefined): number | undefined => {
  const match = message?.match(/(\d+)/);
  return match ? Number(match[1]) : undefined;
};

function toFieldError(field: string, error: ValidationError): PendingFieldError {
  const constraints = error.constraints ?? {};
  const names = Object.keys(constraints);
  if (names.includes('whitelistValidation')) return { field, code: ErrorCode.UNKNOWN_FIELD };
  const value = error.value;
  if (value === undefined || value === null || value === '' || names.includes('isNotEmpty') || names.includes('isDefined')) {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      return { field, code: ErrorCode.REQUIRED };
    }
  }
  // The first failed constraint decides the message; class-validator lists them in declaration order.
  for (const name of names) {
    switch (name) {
      case 'isUzPhone':
        return { field, code: ErrorCode.INVALID_PHONE };
      case 'minLength':
        return { field, code: ErrorCode.TOO_SHORT, params: { min: numberIn(constraints[name]) ?? 0 } };
      case 'maxLength':
        return { field, code: ErrorCode.TOO_LONG, params: { max: numberIn(constraints[name]) ?? 0 } };
      case 'passwordsMatch':
        return { field, code: ErrorCode.PASSWORDS_DO_NOT_MATCH };
      default:
        if (name.startsWith('code:')) return { field, code: name.slice(5) as ApiErrorCode }; // a codedRule()
    }
  }
  return { field, code: ErrorCode.INVALID };
}

export function flattenValidationErrors(errors: ValidationError[], prefix = ''): PendingFieldError[] {
  const out: PendingFieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints && Object.keys(error.constraints).length) out.push(toFieldError(field, error));
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

// ─── Strict input rules, checked on the raw request before class-transformer touches it ─────────

export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;
const CANONICAL_INT = /^-?(0|[1-9]\d{0,9})$/;
/** Beyond this the walk stops: bodies are refused deeper (JSON_MAX_DEPTH) before they are parsed. */
const MAX_WALK_DEPTH = 64;

/**
 * An integer as the API accepts it: a JSON integer, or text in canonical decimal ("16", "-3"),
 * within 32 bits. Never "0x10", "1e1", "16.0", "+16", " 16", "016", true or [16].
 * Answers the number, or undefined when the value is not such an integer.
 */
export function strictInt(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isInteger(value) && value >= INT32_MIN && value <= INT32_MAX ? value : undefined;
  if (typeof value !== 'string' || !CANONICAL_INT.test(value)) return undefined;
  const n = Number(value);
  return n >= INT32_MIN && n <= INT32_MAX ? n : undefined;
}

/**
 * A JSON number that means exactly what it says: at most 15 significant digits and no exponent
 * (any such decimal survives the trip through a double). 0.30000000000000004, 1e21 or
 * 123456789012345678 are refused; send decimals as strings.
 */
export function isExactNumber(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(Math.abs(value));
  if (/e/i.test(text)) return false;
  return text.replace('.', '').replace(/^0+/, '').length <= 15;
}

type Meta = ValidationMetadata & { name?: string };

const isPlainCopy = (m: object) => Object.getPrototypeOf(m) === Object.prototype;

/** A DTO's validation rules by property; decorators run when classes load, so they are read once. */
const rulesOf = new WeakMap<Function, Map<string, Meta[]>>();
function propertyRules(metatype: Function): Map<string, Meta[]> {
  const known = rulesOf.get(metatype);
  if (known) return known;
  const metas = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false) as Meta[];
  const byProperty = new Map<string, Meta[]>();
  for (const m of metas) {
    const list = byProperty.get(m.propertyName) ?? [];
    list.push(m);
    byProperty.set(m.propertyName, list);
  }
  rulesOf.set(metatype, byProperty);
  return byProperty;
}

/**
 * Whether `null` is a value the property takes (it then means "clear it"). Yes when the OpenAPI
 * property says nullable; in a DTO that marks no field nullable, also when the field is optional
 * where it was declared (never for a flag or a list). PartialType()
 * makes every field of a create DTO optional for PUT; a field that was required there (a
 * room's number, a client's name) still refuses null. Mapped types copy the source's metadata
 * as plain objects, so an @IsOptional() copied from the source tells an optional field apart
 * from one PartialType made optional.
 */
function takesNull(metatype: Function, property: string, metas: Meta[]): boolean {
  const swagger = (name: string) => Reflect.getMetadata('swagger/apiModelProperties', metatype.prototype, name) as { nullable?: boolean } | undefined;
  if (swagger(property)?.nullable) return true;
  // A DTO that marks its nullable fields (nullable: true) is taken at its word for the others.
  if (declaresNullability(metatype, swagger)) return false;
  const optional = metas.filter((m) => m.type === 'conditionalValidation' && m.name === 'isOptional');
  if (optional.length === 0) return false;
  if (metas.some((m) => m.name === 'isBoolean')) return false; // a flag is true or false, never cleared
  if (metas.some((m) => m.each || m.name === 'isArray')) return false; // a list is emptied with [], not null
  if (optional.some(isPlainCopy)) return true;
  return !metas.some(isPlainCopy);
}

const nullabilityDeclared = new WeakMap<Function, boolean>();
function declaresNullability(metatype: Function, swagger: (name: string) => { nullable?: boolean } | undefined): boolean {
  let known = nullabilityDeclared.get(metatype);
  if (known === undefined) {
    const names = (Reflect.getMetadata('swagger/apiModelPropertiesArray', metatype.prototype) as string[] | undefined) ?? [];
    known = names.some((name) => swagger(name.replace(/^:/, ''))?.nullable === true);
    nullabilityDeclared.set(metatype, known);
  }
  return known;
}

function nestedType(metatype: Function, property: string): Function | undefined {
  const typeMeta = defaultMetadataStorage.findTypeMetadata(metatype, property);
  const type = typeMeta?.typeFunction?.() as Function | undefined;
  return type && ![String, Number, Boolean, Date, Object, Array].includes(type as never) ? type : undefined;
}

const integerList = (values: unknown) => Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === 'number' && Number.isInteger(v));

/**
 * Whether a property holds integers (ids, foreign keys, codes such as a currency id), however its
 * DTO declares it: @IsInt(), @Type(() => Number) (which would turn true into 1 and " 1" into 1),
 * or @IsIn() of integers. Such a value must be what strictInt accepts, before any transform.
 */
function isIntegerProperty(metatype: Function, property: string, metas: Meta[]): boolean {
  if (metas.some((m) => m.name === 'isInt' || (m.name === 'isIn' && integerList(m.constraints?.[0])))) return true;
  return defaultMetadataStorage.findTypeMetadata(metatype, property)?.typeFunction?.() === Number;
}

/**
 * The rules every DTO gets without declaring them, on the raw value (before @Type(() => Number)
 * or a Transform could turn "0x10" into 16 or true into 1):
 * - integers (see isIntegerProperty) are canonical decimal within 32 bits: never true, 1.5, "1.0", " 1" or [1];
 * - a list (@IsArray or a validator with `each`) is a list;
 * - null only where the field takes null (see takesNull);
 * - the same for nested DTOs.
 */
function strictDtoErrors(raw: unknown, metatype: Function, prefix: string, source: ArgumentMetadata['type'], depth = 0): PendingFieldError[] {
  if (raw === null || raw === undefined || depth > MAX_WALK_DEPTH) return [];
  const rules = propertyRules(metatype);
  if (rules.size === 0) return [];
  if (typeof raw !== 'object' || Array.isArray(raw)) return [{ field: prefix || null, code: ErrorCode.INVALID }];
  const errors: PendingFieldError[] = [];
  const record = raw as Record<string, unknown>;
  for (const [property, metas] of rules) {
    if (!Object.prototype.hasOwnProperty.call(record, property)) continue;
    const value = record[property];
    const field = prefix ? `${prefix}.${property}` : property;
    if (value === undefined) continue;
    // A query parameter given empty ("?floor=") is "not given".
    if (source === 'query' && value === '') continue;
    if (value === null) {
      if (!takesNull(metatype, property, metas)) errors.push({ field, code: ErrorCode.REQUIRED });
      continue;
    }
    const names = new Set(metas.map((m) => m.name));
    const listRules = metas.filter((m) => m.each || m.name === 'isArray');
    if (listRules.length && !Array.isArray(value)) {
      errors.push({ field, code: ErrorCode.INVALID });
      continue;
    }
    if (isIntegerProperty(metatype, property, metas)) {
      const eachInt = metas.some((m) => (m.name === 'isInt' || m.name === 'isIn') && m.each);
      const items = (eachInt || listRules.length) && Array.isArray(value) ? value : [value];
      if (items.some((item) => strictInt(item) === undefined)) {
        errors.push({ field, code: ErrorCode.INVALID });
        continue;
      }
    }
    const nested = metas.some((m) => m.type === 'nestedValidation') ? nestedType(metatype, property) : undefined;
    if (nested) {
      const items = Array.isArray(value) ? value.map((item, i) => [item, `${field}.${i}`] as const) : [[value, field] as const];
      for (const [item, path] of items) errors.push(...strictDtoErrors(item, nested, path, source, depth + 1));
    }
  }
  return errors;
}

/**
 * Anywhere in a request value: no NUL characters (PostgreSQL refuses them in text), no JSON
 * number that is not exactly what it says (see isExactNumber), no nesting past the walk limit.
 */
function rawValueErrors(value: unknown, path: string, depth = 0, out: PendingFieldError[] = []): PendingFieldError[] {
  if (out.length >= 20) return out;
  if (depth > MAX_WALK_DEPTH) {
    out.push({ field: path || null, code: ErrorCode.BODY_TOO_DEEP });
    return out;
  }
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push({ field: path || null, code: ErrorCode.INVALID });
  } else if (typeof value === 'number') {
    if (!isExactNumber(value)) out.push({ field: path || null, code: ErrorCode.INVALID });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => rawValueErrors(item, path ? `${path}.${i}` : String(i), depth + 1, out));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) out.push({ field: field.replace(/\u0000/g, ''), code: ErrorCode.UNKNOWN_FIELD });
      else rawValueErrors(item, field, depth + 1, out);
    }
  }
  return out;
}

/** At most this many queries per DTO class, each at most this long: a bounded memory whatever is asked. */
const KEPT_QUERIES_PER_DTO = 500;
const KEPT_QUERY_MAX_LENGTH = 1024;

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

const isDtoClass = (metatype: unknown): metatype is Function =>
  typeof metatype === 'function' && ![String, Number, Boolean, Object, Array].includes(metatype as never);

/**
 * A query DTO's own copy (numbers, text, flags and lists of them, as query strings give), or
 * undefined for one holding anything else (a Date, an object), which is not kept.
 */
const isPlainValue = (item: unknown) => item === null || typeof item !== 'object';

function copyQueryDto(dto: object): object | undefined {
  const copy = Object.create(Object.getPrototypeOf(dto) as object) as Record<string, unknown>;
  for (const [key, value] of Object.entries(dto)) {
    if (isPlainValue(value)) copy[key] = value;
    else if (Array.isArray(value) && value.every(isPlainValue)) copy[key] = [...(value as unknown[])];
    else return undefined;
  }
  return copy;
}

/**
 * The one validation layer of every route (registered globally in app.factory.ts): the strict
 * rules above on the raw input, then class-validator with whitelisting and coded errors.
 * Path parameters are never coerced here: ids are read by IdParam (canonical decimal or 404).
 */
export class StrictValidationPipe extends ValidationPipe {
  /**
   * Query strings that passed, by DTO class: the same query again is answered with a copy of its
   * DTO. Validating a query was the largest single cost of a list request in Node, 0.3 ms
   * (class-validator scans every DTO class's rules for inherited ones); the rules are pure functions
   * of the text, and lists are asked for with the same few queries all day.
   */
  private readonly validQueries = new WeakMap<Function, Map<string, object>>();

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    const queryDto = type === 'query' && isDtoClass(metatype) ? metatype : undefined;
    if (queryDto) {
      const key = `${metadata.data ?? ''}\u0000${JSON.stringify(value)}`;
      const kept = this.validQueries.get(queryDto)?.get(key);
      if (kept) return copyQueryDto(kept);
      const dto = await this.check(value, metadata);
      const copy = key.length <= KEPT_QUERY_MAX_LENGTH && typeof dto === 'object' && dto !== null ? copyQueryDto(dto) : undefined;
      if (copy) this.keep(queryDto, key, copy);
      return dto;
    }
    return this.check(value, metadata);
  }

  private keep(dto: Function, key: string, copy: object): void {
    let queries = this.validQueries.get(dto);
    if (!queries) this.validQueries.set(dto, (queries = new Map()));
    if (queries.size >= KEPT_QUERIES_PER_DTO) queries.delete(queries.keys().next().value as string);
    queries.set(key, copy);
  }

  private async check(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    if (type === 'body' || type === 'query' || type === 'param') {
      const base = metadata.data ?? '';
      const problems = rawValueErrors(value, type === 'body' && !metadata.data ? '' : base);
      if (problems.length) {
        if (type === 'param') throw ApiError.notFound();
        throw ApiError.invalid(problems);
      }
      // A whole body is a JSON object: null, a number, a text, a flag or a list is refused here,
      // before class-transformer would read null as {} (a PUT changing nothing, yet answering 200).
      if (type === 'body' && !metadata.data && isDtoClass(metatype) && value !== undefined && !isPlainObject(value)) {
        throw ApiError.badRequest(null, ErrorCode.BODY_NOT_OBJECT);
      }
      if (isDtoClass(metatype)) {
        const strict = strictDtoErrors(value, metatype, metadata.data ?? '', type);
        if (strict.length) throw await this.withOtherErrors(strict, value, metadata);
      }
    }
    return super.transform(value, metadata);
  }

  /** The strict errors, plus what class-validator finds in the other fields: one answer lists them all. */
  private async withOtherErrors(strict: PendingFieldError[], value: unknown, metadata: ArgumentMetadata): Promise<ApiError> {
    const named = new Set(strict.map((e) => e.field));
    try {
      await super.transform(value, metadata);
    } catch (err) {
      if (err instanceof ApiError) return ApiError.invalid([...strict, ...err.errors.filter((e) => !named.has(e.field))]);
    }
    return ApiError.invalid(strict);
  }

  protected transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'param') return value;
    if (metadata.type === 'query' && metadata.metatype === Number && value !== undefined) {
      const n = strictInt(value);
      if (n === undefined) throw ApiError.badRequest(metadata.data ?? null, ErrorCode.INVALID);
      return n;
    }
    return super.transformPrimitive(value, metadata);
  }
}

/** Whitelist, forbid unknown fields, transform to DTO classes; errors become coded ApiErrors. */
export function createValidationPipe(): ValidationPipe {
  return new StrictValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: true },
    exceptionFactory: (errors) => ApiError.invalid(flattenValidationErrors(errors)),
  });
}

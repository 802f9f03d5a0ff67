import { Prisma } from '../../generated/prisma/client';

/**
 * What the SQL list path needs to know of a model: its table, the SQL type of each column a
 * list filters or orders by (for the parameters' casts), and its to-one relations that filters
 * reach through. Field names are Prisma's (they equal the columns: the schema maps none).
 */
export interface SqlModel {
  table: string;
  columns: Record<string, SqlType>;
  relations?: Record<string, { model: SqlModel; foreignKey: string }>;
  /** To-many relations that filters reach through with `some` (foreignKey: the related table's column). */
  lists?: Record<string, { model: SqlModel; foreignKey: string }>;
}

export type SqlType = 'int' | 'bigint' | 'text' | 'bool' | 'numeric' | 'date' | 'timestamptz' | `enum:${string}`;

const OPERATORS = new Set(['equals', 'not', 'in', 'notIn', 'lt', 'lte', 'gt', 'gte', 'contains', 'mode']);

/** A bare identifier (table, column, enum type): only lower-case letters, digits and underscores. */
function ident(name: string): Prisma.Sql {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`sql-where: bad identifier ${name}`);
  return Prisma.raw(name === 'user' ? '"user"' : name);
}

function castOf(type: SqlType): string {
  return type.startsWith('enum:') ? type.slice(5) : type === 'bool' ? 'boolean' : type;
}

/** A JS value as the parameter PostgreSQL compares the column with (as Prisma sends it). */
function param(value: unknown, type: SqlType): Prisma.Sql {
  let v: unknown = value;
  if (value instanceof Date) v = type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString();
  else if (value instanceof Prisma.Decimal) v = value.toString();
  return Prisma.sql`${v}::${Prisma.raw(castOf(type))}`;
}

function arrayParam(values: unknown[], type: SqlType): Prisma.Sql {
  const list = values.map((value) =>
    value instanceof Date ? (type === 'date' ? value.toISOString().slice(0, 10) : value.toISOString()) : value instanceof Prisma.Decimal ? value.toString() : value,
  );
  return Prisma.sql`${list}::${Prisma.raw(castOf(type))}[]`;
}

/**
 * A Prisma where (the subset the lists use: equality, null, equals/not/in/notIn/lt/lte/gt/gte,
 * contains with mode insensitive, AND/OR/NOT, to-one relation filters, `some` on to-many ones) as
 * SQL on `alias`, with the same meaning Prisma gives it: `contains` is LIKE (ILIKE when insensitive)
 * on %value% without escaping, `not: v` excludes NULLs, a relation filter holds when the related
 * row exists and matches, `some` when one related row matches. Anything else is a programming
 * error and throws, so a list never silently drops a filter.
 */
export function whereSql(model: SqlModel, where: object | undefined, alias = 't'): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(where ?? {})) {
    if (value === undefined) continue;
    if (key === 'AND' || key === 'OR') {
      const list = (Array.isArray(value) ? value : [value]).map((w: object) => Prisma.sql`(${whereSql(model, w, alias)})`);
      if (key === 'AND') parts.push(list.length ? Prisma.join(list, ' AND ') : Prisma.sql`TRUE`);
      else parts.push(list.length ? Prisma.sql`(${Prisma.join(list, ' OR ')})` : Prisma.sql`FALSE`);
      continue;
    }
    if (key === 'NOT') {
      const list = (Array.isArray(value) ? value : [value]).map((w: object) => Prisma.sql`NOT (${whereSql(model, w, alias)})`);
      parts.push(...list);
      continue;
    }
    const relation = model.relations?.[key];
    if (relation) {
      const sub = `${alias}_${key}`;
      if (value === null) {
        parts.push(Prisma.sql`${ident(alias)}.${ident(relation.foreignKey)} IS NULL`);
        continue;
      }
      parts.push(
        Prisma.sql`EXISTS (SELECT 1 FROM ${ident(relation.model.table)} ${ident(sub)} WHERE ${ident(sub)}.id = ${ident(alias)}.${ident(relation.foreignKey)} AND ${whereSql(relation.model, value as object, sub)})`,
      );
      continue;
    }
    const list = model.lists?.[key];
    if (list) {
      const ops = value as Record<string, unknown>;
      if (Object.keys(ops).some((op) => op !== 'some')) throw new Error(`sql-where: ${model.table}.${key}: only some is supported`);
      if (ops.some === undefined) continue;
      // An uncorrelated array of ids, computed once and looked up by primary key: inside an OR it
      // stays an index scan (BitmapOr), where EXISTS or IN (subquery) would read the whole table.
      const sub = `${alias}_${key}`;
      parts.push(
        Prisma.sql`${ident(alias)}.id = ANY(ARRAY(SELECT ${ident(sub)}.${ident(list.foreignKey)} FROM ${ident(list.model.table)} ${ident(sub)} WHERE ${whereSql(list.model, ops.some as object, sub)}))`,
      );
      continue;
    }
    const type = model.columns[key];
    if (!type) throw new Error(`sql-where: ${model.table}.${key} is not declared`);
    const column = Prisma.sql`${ident(alias)}.${ident(key)}`;
    if (value === null) parts.push(Prisma.sql`${column} IS NULL`);
    else if (typeof value !== 'object' || value instanceof Date || value instanceof Prisma.Decimal) parts.push(Prisma.sql`${column} = ${param(value, type)}`);
    else parts.push(...operatorsSql(column, value as Record<string, unknown>, type, `${model.table}.${key}`));
  }
  return parts.length ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

function operatorsSql(column: Prisma.Sql, ops: Record<string, unknown>, type: SqlType, name: string): Prisma.Sql[] {
  const out: Prisma.Sql[] = [];
  for (const op of Object.keys(ops)) if (!OPERATORS.has(op)) throw new Error(`sql-where: ${name}: operator ${op} is not supported`);
  const insensitive = ops.mode === 'insensitive';
  for (const [op, v] of Object.entries(ops)) {
    if (v === undefined || op === 'mode') continue;
    switch (op) {
      case 'equals':
        out.push(v === null ? Prisma.sql`${column} IS NULL` : Prisma.sql`${column} = ${param(v, type)}`);
        break;
      case 'not':
        if (v !== null && typeof v === 'object' && !(v instanceof Date) && !(v instanceof Prisma.Decimal)) {
          throw new Error(`sql-where: ${name}: a nested not is not supported`);
        }
        out.push(v === null ? Prisma.sql`${column} IS NOT NULL` : Prisma.sql`${column} <> ${param(v, type)}`);
        break;
      case 'in':
        out.push(Prisma.sql`${column} = ANY(${arrayParam(v as unknown[], type)})`);
        break;
      case 'notIn':
        out.push(Prisma.sql`${column} <> ALL(${arrayParam(v as unknown[], type)})`);
        break;
      case 'lt':
        out.push(Prisma.sql`${column} < ${param(v, type)}`);
        break;
      case 'lte':
        out.push(Prisma.sql`${column} <= ${param(v, type)}`);
        break;
      case 'gt':
        out.push(Prisma.sql`${column} > ${param(v, type)}`);
        break;
      case 'gte':
        out.push(Prisma.sql`${column} >= ${param(v, type)}`);
        break;
      case 'contains':
        out.push(insensitive ? Prisma.sql`${column} ILIKE ${`%${String(v)}%`}` : Prisma.sql`${column} LIKE ${`%${String(v)}%`}`);
        break;
    }
  }
  return out;
}

/**
 * A Prisma orderBy list (`{field: 'asc'|'desc'}` or `{field: {sort, nulls}}`) as SQL. Without
 * `nulls`, PostgreSQL's default applies, as in Prisma (NULLS LAST ascending, FIRST descending).
 */
export function orderSql(model: SqlModel, orderBy: object[], alias = 't'): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  for (const entry of orderBy) {
    for (const [key, value] of Object.entries(entry)) {
      if (!model.columns[key]) throw new Error(`sql-where: ${model.table}.${key} is not declared for ordering`);
      const spec = typeof value === 'string' ? { sort: value, nulls: undefined } : (value as { sort: string; nulls?: string });
      const direction = spec.sort === 'desc' ? 'DESC' : 'ASC';
      const nulls = spec.nulls === 'first' ? ' NULLS FIRST' : spec.nulls === 'last' ? ' NULLS LAST' : '';
      parts.push(Prisma.sql`${ident(alias)}.${ident(key)} ${Prisma.raw(direction + nulls)}`);
    }
  }
  return Prisma.join(parts, ', ');
}

export const sqlIdent = ident;

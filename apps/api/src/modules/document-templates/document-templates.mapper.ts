import type { DocumentTemplate, DocumentTemplateChoice, DocumentTemplateKind, DocumentTemplateLanguage } from '@mijozlar/shared';
import { Prisma } from '../../generated/prisma/client';

/** Everything but the file's bytes. */
export const templateSelect = {
  id: true,
  name: true,
  kind: true,
  language: true,
  is_builtin: true,
  is_default: true,
  size: true,
  original_name: true,
  created_at: true,
  updated_at: true,
  building: { select: { id: true, name: true } },
  created_by: { select: { id: true, full_name: true } },
} satisfies Prisma.DocumentTemplateSelect;

export type TemplateRow = Prisma.DocumentTemplateGetPayload<{ select: typeof templateSelect }>;

export function toTemplate(row: TemplateRow): DocumentTemplate {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as DocumentTemplateKind,
    language: row.language as DocumentTemplateLanguage,
    building: row.building ? { id: row.building.id, name: row.building.name } : null,
    is_builtin: row.is_builtin,
    is_default: row.is_default,
    size: row.size,
    original_name: row.original_name,
    created_by: row.created_by ? { id: row.created_by.id, full_name: row.created_by.full_name } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toChoice(row: TemplateRow): DocumentTemplateChoice {
  return {
    id: row.id,
    name: row.name,
    language: row.language as DocumentTemplateLanguage,
    building: row.building ? { id: row.building.id, name: row.building.name } : null,
    is_builtin: row.is_builtin,
    is_default: row.is_default,
  };
}

/** The audit trail's view: the fields a person changes (the file by its name and size). */
export function templateAudit(t: DocumentTemplate) {
  return { name: t.name, kind: t.kind, language: t.language, building: t.building?.id ?? null, is_default: t.is_default, original_name: t.original_name, size: t.size };
}

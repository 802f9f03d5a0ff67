/**
 * The built-in document templates (common/documents/builtin): one document_template row per kind
 * and language, is_builtin, no building, never default. A row is created when missing and
 * rewritten when the code's template (bytes), name or file name changed; otherwise untouched, so
 * updated_at tells when a release changed it.
 */
import type { BuiltinTemplate } from '../common/documents/builtin';
import type { Prisma } from '../database/prisma-client';

export async function seedDocumentTemplates(
  tx: Prisma.TransactionClient,
  templates: readonly BuiltinTemplate[],
  log: (msg: string) => void,
): Promise<number> {
  let changed = 0;
  for (const template of templates) {
    const data = {
      name: template.name,
      original_name: template.originalName,
      content: new Uint8Array(template.buffer),
      size: template.buffer.length,
    };
    const existing = await tx.documentTemplate.findFirst({
      where: { kind: template.kind, language: template.language, is_builtin: true },
      select: { id: true, name: true, original_name: true, content: true },
    });
    if (!existing) {
      await tx.documentTemplate.create({
        data: { ...data, kind: template.kind, language: template.language, is_builtin: true, is_default: false },
      });
    } else if (
      existing.name !== data.name ||
      existing.original_name !== data.original_name ||
      !Buffer.from(existing.content).equals(data.content)
    ) {
      await tx.documentTemplate.update({ where: { id: existing.id }, data });
    } else {
      continue;
    }
    changed++;
    log(`seed: built-in ${template.kind} template (${template.language}) ${existing ? 'updated' : 'created'}`);
  }
  return changed;
}

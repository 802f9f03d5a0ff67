import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import { DOCUMENT_KINDS, placeholdersOf, type DocumentKind, type DocumentLanguage } from '../placeholders';
import { builtinTemplates, type BuiltinTemplate } from './index';

type Part = { type: string; value: string; module?: string; subparsed?: Part[] };

/** Every tag of a template with the loop it sits in (`schedule`), conditions looked through. */
function tagsOf(buffer: Buffer): Array<{ tag: string; loop?: string; section: boolean }> {
  const inspect = new InspectModule();
  new Docxtemplater(new PizZip(buffer), { modules: [inspect], paragraphLoop: true, linebreaks: true });
  const out: Array<{ tag: string; loop?: string; section: boolean }> = [];
  const walk = (parts: Part[], loop?: string) => {
    for (const part of parts) {
      if (part.type !== 'placeholder') continue;
      const section = part.module === 'loop';
      out.push({ tag: part.value, loop, section });
      if (part.subparsed) walk(part.subparsed, section && part.value === 'schedule' ? 'schedule' : loop);
    }
  };
  walk(inspect.getAllStructuredTags() as unknown as Part[]);
  return out;
}

/** The catalogue's examples; `schedule` gets 12 rows. */
function exampleData(kind: DocumentKind, language: DocumentLanguage, usd: boolean): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const row: Record<string, string> = {};
  for (const placeholder of placeholdersOf(kind)) {
    if (placeholder.loop) row[placeholder.tag] = placeholder.example[language];
    else if (!placeholder.section) data[placeholder.tag] = placeholder.example[language];
  }
  if (placeholdersOf(kind).some((p) => p.tag === 'is_usd')) data.is_usd = usd;
  if (placeholdersOf(kind).some((p) => p.tag === 'schedule')) {
    data.schedule = Array.from({ length: 12 }, (_, i) => ({ ...row, n: String(i + 1), date: `27.${String((i % 12) + 1).padStart(2, '0')}.2027` }));
  }
  return data;
}

function render(template: BuiltinTemplate, usd: boolean): string {
  const doc = new Docxtemplater(new PizZip(template.buffer), { paragraphLoop: true, linebreaks: true });
  doc.render(exampleData(template.kind, template.language, usd));
  return doc.getZip().file('word/document.xml')!.asText();
}

const textOf = (xml: string) => xml.replace(/<w:tab\/>/g, '\t').replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');

describe('built-in document templates', () => {
  let templates: BuiltinTemplate[];
  beforeAll(async () => {
    templates = await builtinTemplates();
  });

  it('are one per kind and language, with names and .docx file names', () => {
    expect(templates.map((t) => `${t.kind}/${t.language}`).sort()).toEqual(
      DOCUMENT_KINDS.flatMap((kind) => [`${kind}/ru`, `${kind}/uz`]).sort(),
    );
    for (const template of templates) {
      expect(template.name).toBeTruthy();
      expect(template.originalName).toMatch(/^[a-z-]+-(uz|ru)\.docx$/);
      expect(template.buffer.subarray(0, 2).toString()).toBe('PK');
    }
  });

  it('use only the tags of their kind, loop tags only inside their loop', () => {
    for (const template of templates) {
      const allowed = placeholdersOf(template.kind);
      const used = tagsOf(template.buffer);
      expect(used.length).toBeGreaterThan(10);
      const wrong = used.filter(
        ({ tag, loop, section }) =>
          !allowed.some((p) => p.tag === tag && (p.loop ?? undefined) === loop && !!p.section === section) &&
          // A top-level tag may also be read inside a loop or condition (docxtemplater looks up the scope chain).
          !(loop && allowed.some((p) => p.tag === tag && !p.loop && !p.section)),
      );
      expect({ template: `${template.kind}/${template.language}`, wrong }).toEqual({
        template: `${template.kind}/${template.language}`,
        wrong: [],
      });
    }
  });

  it('keep every tag inside one run (braces balanced in each w:t)', () => {
    for (const template of templates) {
      const xml = new PizZip(template.buffer).file('word/document.xml')!.asText();
      for (const [, text] of xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)) {
        expect((text.match(/\{/g) ?? []).length).toBe((text.match(/\}/g) ?? []).length);
      }
    }
  });

  it.each([true, false])('render with the catalogue examples and leave no tag behind (USD sale: %s)', (usd) => {
    for (const template of templates) {
      const text = textOf(render(template, usd));
      const where = `${template.kind}/${template.language}`;
      expect({ where, braces: /[{}]/.test(text) }).toEqual({ where, braces: false });
      expect(text).toContain('Toshmatov Jasur Olimovich');
      expect(text).toContain(template.kind === 'receipt' ? '48 259 750,00' : '827 310 000,00');
      if (template.kind === 'contract' || template.kind === 'schedule') {
        // 12 schedule rows, each with its own date.
        for (let month = 1; month <= 12; month++) expect(text).toContain(`27.${String(month).padStart(2, '0')}.2027`);
        expect(text.includes('3 815,00')).toBe(usd);
      }
      if (template.kind !== 'receipt') expect(text.includes('65 400,00')).toBe(usd);
    }
  });

  it('are generated byte for byte the same on every run', async () => {
    const again = await builtinTemplates();
    for (const [i, template] of templates.entries()) {
      expect(again[i].buffer.equals(template.buffer)).toBe(true);
    }
  });
});

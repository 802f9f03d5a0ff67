import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';

/** What a template is filled with: the tags of placeholders.ts; loops are arrays of such objects. */
export type TemplateData = Record<string, unknown>;

/** The options every template is compiled with (the check and the render must agree). */
export const TEMPLATE_OPTIONS = {
  paragraphLoop: true,
  linebreaks: true,
  // A tag without a value prints nothing rather than "undefined".
  nullGetter: () => '',
  // Errors are answered to the user (the check) or thrown to the caller, not printed to the console.
  errorLogging: false,
} as const;

/**
 * Fills a DOCX template. Throws docxtemplater's error on a template that does not compile (the
 * upload check refuses those, so only a stored template written around the check can).
 */
export function renderDocx(template: Buffer | Uint8Array, data: TemplateData): Buffer {
  const zip = new PizZip(template);
  const doc = new Docxtemplater(zip, TEMPLATE_OPTIONS);
  doc.render(data);
  return doc.getZip().generate({ type: 'nodebuffer', compression: 'DEFLATE' }) as Buffer;
}

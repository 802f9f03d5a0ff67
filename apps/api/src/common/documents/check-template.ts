import Docxtemplater from 'docxtemplater';
import InspectModule from 'docxtemplater/js/inspect-module.js';
import PizZip from 'pizzip';
import type { TemplateProblem } from '../i18n/documents.messages';
import { type DocumentKind, placeholdersOf } from './placeholders';
import { TEMPLATE_OPTIONS } from './render';

/** docxtemplater's error detail (TemplateError.properties). */
interface XError {
  properties?: { id?: string; xtag?: string; explanation?: string; errors?: XError[]; openingtag?: string; closingtag?: string };
  message?: string;
}

interface TagTree {
  [tag: string]: TagTree;
}

/**
 * The problems of an uploaded template for `kind`: an empty list means it may be stored.
 * Not a zip or no word/document.xml → not_docx; docxtemplater's compile errors (an unclosed
 * `{client_name`, a `{#schedule}` without its close) → one problem each, naming the tag; then
 * every tag (body, headers, footers) must be one of placeholdersOf(kind): top-level tags anywhere,
 * the tags of a loop only inside that loop.
 */
export function checkTemplate(content: Buffer | Uint8Array, kind: DocumentKind): TemplateProblem[] {
  let zip: PizZip;
  try {
    zip = new PizZip(content);
  } catch {
    return [{ type: 'not_docx' }];
  }
  if (!zip.file('word/document.xml')) return [{ type: 'not_docx' }];
  const inspect = new InspectModule();
  try {
    new Docxtemplater(zip, { ...TEMPLATE_OPTIONS, modules: [inspect] });
  } catch (err) {
    const problems = compileProblems(err as XError);
    return problems.length ? problems : [{ type: 'not_docx' }];
  }
  return tagProblems(inspect.getAllTags() as TagTree, kind);
}

function compileProblems(err: XError): TemplateProblem[] {
  const list = err.properties?.errors ?? [err];
  const problems: TemplateProblem[] = [];
  for (const e of list) {
    const p = e.properties ?? {};
    const tag = (p.xtag ?? '').trim();
    switch (p.id) {
      case 'unclosed_tag':
        problems.push({ type: 'unclosed_tag', tag });
        break;
      case 'unopened_tag':
        problems.push({ type: 'unopened_tag', tag });
        break;
      case 'unclosed_loop':
        problems.push({ type: 'unclosed_loop', tag });
        break;
      case 'unopened_loop':
        problems.push({ type: 'unopened_loop', tag });
        break;
      case 'closing_tag_does_not_match_opening_tag':
        problems.push({ type: 'loop_mismatch', tag: p.openingtag ?? tag, closing: p.closingtag ?? '' });
        break;
      default:
        if (!p.id && !p.xtag) break;
        problems.push({ type: 'syntax', tag, explanation: p.explanation ?? e.message ?? String(p.id) });
    }
  }
  return problems;
}

function tagProblems(tree: TagTree, kind: DocumentKind): TemplateProblem[] {
  const allowed = placeholdersOf(kind);
  const topLevel = new Set(allowed.filter((p) => !p.loop).map((p) => p.tag));
  const loops = new Set(allowed.filter((p) => p.loop).map((p) => p.loop!));
  const inLoop = new Map<string, string>(); // tag → its loop (a tag of one loop only)
  const loopTags = new Map<string, Set<string>>();
  for (const p of allowed) {
    if (!p.loop) continue;
    inLoop.set(p.tag, p.loop);
    if (!loopTags.has(p.loop)) loopTags.set(p.loop, new Set());
    loopTags.get(p.loop)!.add(p.tag);
  }
  const problems: TemplateProblem[] = [];
  const seen = new Set<string>();
  const add = (problem: TemplateProblem) => {
    const key = JSON.stringify(problem);
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  };
  const walk = (node: TagTree, loop: string | null) => {
    for (const [tag, children] of Object.entries(node)) {
      const known = topLevel.has(tag) || (loop !== null && loopTags.get(loop)?.has(tag));
      if (!known) {
        if (inLoop.has(tag)) add({ type: 'loop_tag_outside', tag, loop: inLoop.get(tag)! });
        else add({ type: 'unknown_tag', tag });
        continue;
      }
      // A section opens the loop of its name (`{#schedule}`); a condition (`{#is_usd}`) keeps the scope.
      if (children && Object.keys(children).length) walk(children, loops.has(tag) ? tag : loop);
    }
  };
  walk(tree, null);
  return problems;
}

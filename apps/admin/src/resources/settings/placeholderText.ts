import type { DocumentPlaceholder } from '@mijozlar/shared';

/** What a click on a placeholder copies: `{tag}`, or a section's opening and closing tags. */
export function placeholderText(placeholder: Pick<DocumentPlaceholder, 'tag' | 'section'>): string {
  return placeholder.section ? `{#${placeholder.tag}}{/${placeholder.tag}}` : `{${placeholder.tag}}`;
}

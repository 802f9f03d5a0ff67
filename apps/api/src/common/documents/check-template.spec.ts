import { checkTemplate } from './check-template';
import { templateProblemText } from '../i18n/documents.messages';
import { makeDocx } from './test-docx';

describe('checkTemplate', () => {
  it('accepts a template that uses its kind’s tags, loop tags inside their loop and top-level tags inside loops', () => {
    const docx = makeDocx(
      ['Shartnoma {contract_number} {client_name}', '{#is_usd}{price_usd} USD{/is_usd}', 'Jami: {schedule_total}'],
      [['{#schedule}{n}', '{date}', '{month}', '{amount} {client_name}', '{amount_words}{/schedule}']],
    );
    expect(checkTemplate(docx, 'contract')).toEqual([]);
  });

  it('names an unknown tag', () => {
    const problems = checkTemplate(makeDocx(['{client_nme}']), 'contract');
    expect(problems).toEqual([{ type: 'unknown_tag', tag: 'client_nme' }]);
    expect(templateProblemText(problems[0], 'uz')).toBe('Nomaʼlum teg {client_nme}');
    expect(templateProblemText(problems[0], 'ru')).toBe('Неизвестный тег {client_nme}');
  });

  it('refuses a tag of another kind', () => {
    expect(checkTemplate(makeDocx(['{receipt_number}']), 'contract')).toEqual([{ type: 'unknown_tag', tag: 'receipt_number' }]);
    expect(checkTemplate(makeDocx(['{#schedule}{n}{/schedule}']), 'receipt')).toEqual([{ type: 'unknown_tag', tag: 'schedule' }]);
  });

  it('refuses loop tags outside their loop', () => {
    const problems = checkTemplate(makeDocx(['{n} {date}']), 'schedule');
    expect(problems).toEqual([
      { type: 'loop_tag_outside', tag: 'n', loop: 'schedule' },
      { type: 'loop_tag_outside', tag: 'date', loop: 'schedule' },
    ]);
    expect(templateProblemText(problems[0], 'uz')).toContain('{n}');
    expect(templateProblemText(problems[0], 'uz')).toContain('{#schedule}');
  });

  it('names an unclosed tag', () => {
    const problems = checkTemplate(makeDocx(['Hurmatli {client_name']), 'contract');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ type: 'unclosed_tag' });
    expect(templateProblemText(problems[0], 'uz')).toContain('{client_name');
  });

  it('names a loop without its close', () => {
    const problems = checkTemplate(makeDocx(['{#schedule}', '{n}']), 'schedule');
    expect(problems).toEqual([{ type: 'unclosed_loop', tag: 'schedule' }]);
    expect(templateProblemText(problems[0], 'ru')).toContain('{/schedule}');
  });

  it('names a close that does not match', () => {
    const problems = checkTemplate(makeDocx(['{#schedule}{n}{/is_usd}']), 'contract');
    expect(problems).toEqual([{ type: 'loop_mismatch', tag: 'schedule', closing: 'is_usd' }]);
    expect(templateProblemText(problems[0], 'uz')).toBe('{#schedule} {/is_usd} bilan yopilgan: {/schedule} boʻlishi kerak');
  });

  it('refuses a file that is not a DOCX', () => {
    expect(checkTemplate(Buffer.from('%PDF-1.7 not a zip'), 'contract')).toEqual([{ type: 'not_docx' }]);
    const PizZip = require('pizzip');
    const zip = new PizZip();
    zip.file('hello.txt', 'hi');
    expect(checkTemplate(zip.generate({ type: 'nodebuffer' }), 'contract')).toEqual([{ type: 'not_docx' }]);
  });
});

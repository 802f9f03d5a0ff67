import { DocumentsError, type DocumentsErrorCode, DocumentTemplateError, type Locale } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of document templates and printing. */
export const documentsMessages = {
  uz: {
    [DocumentTemplateError.INVALID]: '{detail}',
    [DocumentTemplateError.BUILTIN]: 'Oʻrnatilgan shablonni oʻzgartirib yoki oʻchirib boʻlmaydi. Oʻz shabloningizni yuklang',
    [DocumentsError.SALE_NOT_CONFIRMED]: 'Hujjatni faqat tasdiqlangan yoki bekor qilingan sotuv uchun chop etish mumkin',
    [DocumentsError.TEMPLATE_KIND]: 'Tanlangan shablon bu hujjat turiga tegishli emas',
    [DocumentsError.NO_TEMPLATE]: 'Bu hujjat uchun shablon yoʻq: shablon yuklang yoki oʻrnatilgan shablonlarni qayta yozing (seed)',
    [DocumentsError.RENDER_FAILED]: 'Shablonni toʻldirib boʻlmadi: {detail}',
    [DocumentsError.PDF_UNAVAILABLE]: 'PDF hozir yaratib boʻlmaydi: serverda LibreOffice yoʻq. DOCX yuklab olish ishlaydi.',
    [DocumentsError.PDF_FAILED]: 'PDF yaratib boʻlmadi. DOCX yuklab olish ishlaydi.',
    [DocumentsError.BUSY]: 'Server hozir koʻp PDF tayyorlayapti. Birozdan keyin qayta urinib koʻring yoki DOCX yuklab oling.',
  },
  ru: {
    [DocumentTemplateError.INVALID]: '{detail}',
    [DocumentTemplateError.BUILTIN]: 'Встроенный шаблон нельзя изменить или удалить. Загрузите свой шаблон',
    [DocumentsError.SALE_NOT_CONFIRMED]: 'Документ можно напечатать только для подтверждённой или отменённой продажи',
    [DocumentsError.TEMPLATE_KIND]: 'Выбранный шаблон не для этого вида документа',
    [DocumentsError.NO_TEMPLATE]: 'Для этого документа нет шаблона: загрузите шаблон или заново запишите встроенные (seed)',
    [DocumentsError.RENDER_FAILED]: 'Не удалось заполнить шаблон: {detail}',
    [DocumentsError.PDF_UNAVAILABLE]: 'PDF сейчас недоступен: на сервере нет LibreOffice. DOCX по-прежнему работает.',
    [DocumentsError.PDF_FAILED]: 'Не удалось создать PDF. DOCX по-прежнему работает.',
    [DocumentsError.BUSY]: 'Сервер сейчас готовит много PDF. Повторите чуть позже или скачайте DOCX.',
  },
} satisfies DomainMessages<DocumentsErrorCode>;

/** A problem found in an uploaded template (common/documents/check-template.ts). */
export type TemplateProblem =
  | { type: 'not_docx' }
  | { type: 'unknown_tag'; tag: string }
  | { type: 'loop_tag_outside'; tag: string; loop: string }
  | { type: 'unclosed_tag'; tag: string }
  | { type: 'unopened_tag'; tag: string }
  | { type: 'unclosed_loop'; tag: string }
  | { type: 'unopened_loop'; tag: string }
  | { type: 'loop_mismatch'; tag: string; closing: string }
  | { type: 'syntax'; tag: string; explanation: string };

/** The problem in the reader's words, naming the tag as it is written in the template. */
export function templateProblemText(problem: TemplateProblem, locale: Locale): string {
  const uz = locale === 'uz';
  switch (problem.type) {
    case 'not_docx':
      return uz ? 'Fayl DOCX (Word) hujjati emas yoki buzilgan' : 'Файл не документ DOCX (Word) или повреждён';
    case 'unknown_tag':
      return uz ? `Nomaʼlum teg {${problem.tag}}` : `Неизвестный тег {${problem.tag}}`;
    case 'loop_tag_outside':
      return uz
        ? `{${problem.tag}} tegi faqat {#${problem.loop}}…{/${problem.loop}} ichida ishlatiladi`
        : `Тег {${problem.tag}} используется только внутри {#${problem.loop}}…{/${problem.loop}}`;
    case 'unclosed_tag':
      return uz ? `Teg yopilmagan: {${problem.tag} (} yetishmaydi)` : `Тег не закрыт: {${problem.tag} (нет })`;
    case 'unopened_tag':
      return uz ? `Teg ochilmagan: ${problem.tag}} ({ yetishmaydi)` : `Тег не открыт: ${problem.tag}} (нет {)`;
    case 'unclosed_loop':
      return uz ? `{#${problem.tag}} yopilmagan: {/${problem.tag}} yetishmaydi` : `{#${problem.tag}} не закрыт: нет {/${problem.tag}}`;
    case 'unopened_loop':
      return uz ? `{/${problem.tag}} ochilmagan: {#${problem.tag}} yetishmaydi` : `{/${problem.tag}} без открывающего {#${problem.tag}}`;
    case 'loop_mismatch':
      return uz
        ? `{#${problem.tag}} {/${problem.closing}} bilan yopilgan: {/${problem.tag}} boʻlishi kerak`
        : `{#${problem.tag}} закрыт тегом {/${problem.closing}}: нужен {/${problem.tag}}`;
    case 'syntax':
      return uz ? `Shablonda xato: {${problem.tag}} (${problem.explanation})` : `Ошибка в шаблоне: {${problem.tag}} (${problem.explanation})`;
  }
}

import { InvestorError, type InvestorsErrorCode } from '@mijozlar/shared';
import type { DomainMessages } from './domain-messages';

/** API messages of investors. */
export const investorsMessages = {
  uz: {
    [InvestorError.HAS_OPERATIONS]: 'Investorning pul operatsiyalari bor, uni oʻchirib boʻlmaydi',
    [InvestorError.INSUFFICIENT_BALANCE]: 'Investorning qoldigʻi yetarli emas: {balance} {currency}',
    [InvestorError.OPERATION_TYPE_MISMATCH]: 'Operatsiya turi bu amalga mos emas: bu yerda faqat {expected} boʻlishi mumkin',
  },
  ru: {
    [InvestorError.HAS_OPERATIONS]: 'У инвестора есть денежные операции, его нельзя удалить',
    [InvestorError.INSUFFICIENT_BALANCE]: 'Недостаточно средств инвестора: {balance} {currency}',
    [InvestorError.OPERATION_TYPE_MISMATCH]: 'Тип операции не соответствует действию: здесь допустим только {expected}',
  },
} satisfies DomainMessages<InvestorsErrorCode>;

import type { WalletOperation } from '../wallets/types';

/** One currency's figures of an investor (DESIGN "Operations and statistics API shapes"). Decimal texts. */
export interface InvestorTotal {
  currency: number;
  currency_code: string;
  invested: string;
  withdrawn: string;
  balance: string;
}

/** GET /api/investors/ and /api/investors/{id}/ */
export interface Investor {
  id: number;
  first_name: string;
  last_name: string;
  full_name: string;
  phone_number: string;
  investor_type: number | null;
  investor_type_name: string | null;
  /** Every currency, zeros included. */
  totals: InvestorTotal[];
  created_at: string;
}

/** POST replenish-operation/ and withdraw-operation/ answer the operation with the balances after it. */
export type InvestorMoneyAnswer = WalletOperation & { investor_balance: string; wallet_balance: string };

/** Money in (replenish) or out (withdraw). */
export type Direction = 'replenish' | 'withdraw';

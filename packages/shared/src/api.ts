/**
 * What the API answers, written once for both apps: the API's mappers declare they return these
 * shapes (a field dropped or renamed there fails its build), and the admin reads records through
 * them (a field the API does not send fails the admin's build). Field names are the mappers'
 * (apps/api/src/modules/<resource>/<resource>.mapper.ts); the error body is `ApiErrorBody` (errors.ts).
 */
import type { SALE_STATUSES, WALLET_OPERATION_KINDS } from './constants';

/** A decimal as the API writes it: money with 2 places ("1250000.00"), rates with 6 ("12650.000000"), areas with 2. */
export type DecimalString = string;
/** A day, "YYYY-MM-DD" (Tashkent days for business dates). */
export type DateString = string;
/** A moment, ISO 8601 UTC with milliseconds ("2025-01-31T09:15:00.000Z"). */
export type DateTimeString = string;

/** Every list answer (document 2, section 3): the page's rows and how many match in all. */
export interface Page<T> {
  count: number;
  results: T[];
}

/** A list answer that also sums the filtered rows per currency (`totals`); each total's fields depend on the list. */
export interface PageWithTotals<T, Total = CurrencyTotal> extends Page<T> {
  totals: Total[];
}

/** One line of `totals`: the currency and sums (decimal strings) or counts under list-specific names. */
export interface CurrencyTotal {
  currency: number;
  currency_code?: string;
  [sum: string]: string | number | undefined;
}

/** An uploaded image (document): its id for writes and its public URL. */
export interface UploadedImage {
  id: number;
  url: string;
}

/** A user named on a money operation. */
export interface Executor {
  id: number;
  full_name: string;
}

// Clients and leads

/** One debt of a client as the client answer lists it. */
export interface ClientDebtSummary {
  id: number;
  room: number;
  room_number: string;
  building: number;
  building_name: string;
  is_closed: boolean;
  currency: number;
  currency_code: string;
  all_debt: DecimalString | null;
  current_debt: DecimalString | null;
  monthly_amount: DecimalString | null;
  payment_date: DateString | null;
  debt_type: number | null;
  credit_period: number | null;
}

/** The last SMS sent to a client. */
export interface LastSms {
  status: string;
  sent_at: DateTimeString | null;
}

/** GET /api/client/, /api/client/{id}/. */
export interface Client {
  id: number;
  name: string;
  phone_number: string;
  additional_numbers: string[];
  company_name: string | null;
  region: number | null;
  region_name: string | null;
  city: number | null;
  city_name: string | null;
  status: number;
  status_name: string;
  created_at: DateTimeString;
  client_debts: ClientDebtSummary[];
  last_sms: LastSms | null;
}

/** GET /api/client/mini-list/ (and a lead's mini list). */
export interface MiniPerson {
  id: number;
  name: string;
  phone_number: string;
}

/** GET /api/lid/, /api/lid/{id}/. */
export interface Lid {
  id: number;
  name: string;
  company_name: string | null;
  phone_number: string;
  status: number;
  status_name: string;
  region: number | null;
  region_name: string | null;
  city: number | null;
  city_name: string | null;
  seller: number | null;
  seller_name: string | null;
  operator: number | null;
  operator_name: string | null;
  note: string | null;
  source_of_interest: number | null;
  source_name: string | null;
  call_date: DateString | null;
  next_call_date: DateString | null;
  archived: boolean;
  converted_client: number | null;
  created_at: DateTimeString;
}

/** GET /api/lid-talk/. */
export interface LidTalk {
  id: number;
  lid: number;
  talk_date: DateTimeString;
  result: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: DateTimeString;
}

// Buildings and rooms

/** GET /api/building/, /api/building/{id}/. */
export interface Building {
  id: number;
  name: string;
  floor_count: number;
  /** The planned number of rooms; rooms_total is how many exist. */
  room_count: number;
  entrance_count: number;
  address: string | null;
  photos: UploadedImage[];
  blocks: { id: number; name: string }[];
  rooms_total: number;
  created_at: DateTimeString;
}

/** GET /api/building-blocks/. */
export interface BuildingBlock {
  id: number;
  building: number;
  building_name: string;
  name: string;
}

/** GET /api/building-groups/. */
export interface BuildingGroup {
  id: number;
  name: string;
  buildings: number[];
  building_names: string[];
}

export type SaleStatus = (typeof SALE_STATUSES)[number];

/** One sale of a room (newest first) in the room's `sales_list`. */
export interface RoomSale {
  id: number;
  status: SaleStatus;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  sold_amount: DecimalString;
  currency: number;
  created_at: DateTimeString;
}

/** GET /api/room/, /api/room/{id}/ (the list's rows are the same fields, written by PostgreSQL). */
export interface Room {
  id: number;
  building: number;
  building_name: string;
  block: number | null;
  block_name: string | null;
  number: string;
  floor: number;
  entrance: number;
  area: DecimalString;
  rooms_count: number | null;
  status: number;
  status_code: string;
  status_name: string;
  price: DecimalString;
  currency: number;
  currency_code: string;
  price_per_m2: DecimalString | null;
  description: string | null;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  booking_end_date: DateString | null;
  photo: UploadedImage | null;
  is_resold: boolean;
  sales_list: RoomSale[];
}

// SMS and users

export type SmsStatus = 'not_sent' | 'queued' | 'sent' | 'failed';

/** GET /api/sms/. */
export interface SmsMessage {
  id: number;
  created_at: DateTimeString;
  recipient: string;
  client: number | null;
  client_name: string | null;
  lid: number | null;
  lid_name: string | null;
  people_group: number | null;
  people_group_name: string | null;
  text: string;
  status: SmsStatus;
  sent_at: DateTimeString | null;
  error: string | null;
}

/** GET /api/account/user/, /api/account/user/{id}/. */
export interface User {
  id: number;
  phone_number: string;
  full_name: string;
  profile_image: UploadedImage | null;
  is_active: boolean;
  date_of_birth: DateString | null;
  date_joined: DateTimeString;
  role: number;
  role_name: string;
}

/** GET /api/account/role/ (users_count on the list). */
export interface Role {
  id: number;
  name: string;
  permissions: string[];
  users_count?: number;
}

// Money

/** GET /api/wallet/. */
export interface Wallet {
  id: number;
  name: string;
  currency: number;
  currency_code: string;
  balance: DecimalString;
  is_active: boolean;
  /** GET /api/wallet/{id}/ only: the wallet has operations, so its currency is locked. */
  has_operations?: boolean;
}

export type OperationDirection = 'replenish' | 'withdraw';
export type OperationKind = (typeof WALLET_OPERATION_KINDS)[number];

/** GET /api/wallet-operations/ (DESIGN.md "Money API shapes"), a sale's, a refusal's, an investor's operations. */
export interface WalletOperation {
  id: number;
  wallet: number;
  wallet_name: string;
  /** The wallet's currency. */
  currency: number;
  operation_type: OperationDirection;
  kind: OperationKind;
  amount: DecimalString;
  method: number;
  method_name: string;
  comment: string | null;
  date: DateTimeString;
  exchange_rate: DecimalString;
  amount_usd: DecimalString;
  executor: Executor;
  employee_id: number | null;
  salary_date: DateString | null;
  construction_building_id: number | null;
  refusal_id: number | null;
  sale: number | null;
  client: number | null;
  investor: number | null;
  transfer_group: string | null;
  reversal_of: number | null;
  reversed_by: number | null;
}

/** GET /api/exchange-rate/. */
export interface ExchangeRate {
  id: number;
  date: DateString;
  currency: number;
  rate: DecimalString;
  /** `cbu`: the Central Bank's (fetched by the daily job or POST /api/exchange-rate/fetch/); `manual`: typed by `set_by`. */
  source: ExchangeRateSource;
  /** Who typed a manual rate; null for the bank's. */
  set_by: { id: number; full_name: string } | null;
  created_at: DateTimeString;
}

export type ExchangeRateSource = 'cbu' | 'manual';

/** GET /api/exchange-rate/today/: today's (Tashkent) rate, else the latest before it (`rate_date`), else nulls. */
export interface TodayExchangeRate {
  date: DateString;
  rate: DecimalString | null;
  rate_date: DateString | null;
  source: ExchangeRateSource | null;
  set_by: { id: number; full_name: string } | null;
}

/** One instalment of a sale's plan (the spec's names). */
export interface SaleScheduleLine {
  month: number;
  paymentDate: DateString;
  amount: DecimalString;
}

/** GET /api/sale/, /api/sale/pending/, /api/sale/{id}/. */
export interface Sale {
  id: number;
  room: number;
  room_number: string;
  floor: number;
  building: number;
  building_name: string;
  client: number | null;
  client_name: string | null;
  client_phone: string | null;
  lid: number | null;
  lid_name: string | null;
  lid_phone: string | null;
  wallet: number;
  wallet_name: string;
  wallet_currency: number;
  currency: number;
  currency_code: string;
  sold_amount: DecimalString;
  paid_amount: DecimalString;
  debt_amount: DecimalString;
  debt_type: number | null;
  debt_type_name: string | null;
  credit_period: number | null;
  credit_period_name: string | null;
  months: number | null;
  payment_date: DateString | null;
  schedule: SaleScheduleLine[];
  /** The same list as `schedule`, under the spec's name. */
  monthly_amount: SaleScheduleLine[];
  method: number | null;
  method_name: string | null;
  exchange_rate: DecimalString | null;
  seller: number | null;
  seller_name: string | null;
  comment: string | null;
  status: SaleStatus;
  client_debt: number | null;
  created_at: DateTimeString;
  created_by: number;
  created_by_name: string;
  approved_at: DateTimeString | null;
  approved_by: number | null;
  approved_by_name: string | null;
  declined_at: DateTimeString | null;
  declined_by: number | null;
  declined_by_name: string | null;
}

export type InstalmentStatus = 'not_paid' | 'partially_paid' | 'paid';

/** One line of a debt's schedule (the spec's names). */
export interface Instalment {
  id: number;
  month: number;
  amount: DecimalString;
  paidAmount: DecimalString;
  paymentDate: DateString;
  status: InstalmentStatus;
  paid_at: DateTimeString | null;
}

export type DebtClosedReason = 'paid' | 'refused';

/** GET /api/client-debt/ (DESIGN.md "Money API shapes"). */
export interface ClientDebt {
  id: number;
  client: number;
  client_name: string;
  client_phone: string;
  room: number;
  room_number: string;
  building: number;
  building_name: string;
  sale: number | null;
  currency: number;
  currency_code: string;
  debt_type: number | null;
  credit_period: number | null;
  all_debt: DecimalString;
  paid_amount: DecimalString;
  current_debt: DecimalString;
  monthly_amount: DecimalString;
  payment_date: DateString | null;
  next_payment_date: DateString | null;
  overdue_amount: DecimalString;
  overdue_days: number;
  is_closed: boolean;
  closed_reason: DebtClosedReason | null;
  closed_at: DateTimeString | null;
  sms_status: SmsStatus | null;
  sms_sent_date: DateString | null;
  created_at: DateTimeString;
  instalments: Instalment[];
}

/** GET /api/client-debt/{id}/: the debt with its payments. */
export interface ClientDebtDetail extends ClientDebt {
  payments: PaymentReport[];
}

/** One line of the debt list's `totals`. */
export interface DebtTotal {
  currency: number;
  currency_code: string;
  current_debt: DecimalString;
  overdue_amount: DecimalString;
}

/** GET /api/payment-report/: a payment of a client's debt. */
export interface PaymentReport {
  id: number;
  client: number;
  client_name: string;
  client_debt: number;
  debt_currency: number;
  debt_currency_code: string;
  wallet: number;
  wallet_name: string;
  wallet_currency: number;
  /** What the wallet received (its live operation); null once reversed. */
  wallet_amount: DecimalString | null;
  wallet_operation: number | null;
  amount: DecimalString;
  currency: number;
  currency_code: string;
  exchange_rate: DecimalString | null;
  /** What it paid off, in the debt's currency. */
  applied_amount: DecimalString;
  method: number | null;
  description: string | null;
  payment_date: DateString;
  executor: Executor;
  created_at: DateTimeString;
  updated_at: DateTimeString;
  allocations: { instalment: number; month: number; amount: DecimalString }[];
}

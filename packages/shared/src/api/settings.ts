/** GET/PUT /api/settings/company/: the company's details printed on documents (empty strings when not filled). */
export interface CompanySettings {
  name: string;
  /** 9 digits (STIR/ИНН) or empty. */
  inn: string;
  address: string;
  phone: string;
  bank_name: string;
  /** 20 digits or empty. */
  bank_account: string;
  /** The bank's code (MFO): 5 digits or empty. */
  mfo: string;
  director: string;
  /** The escrow account's bank (buyers' money for flats under construction, UP-11 of 27 January 2025). */
  escrow_bank: string;
  /** 20 digits or empty. */
  escrow_account: string;
}

import type { CodeOf } from './code';

/** Suppliers. */
export const SupplierError = {
  HAS_OPERATIONS: 'supplier.has_operations',
} as const;

/** Supplier deliveries and payments. */
export const SupplierOperationError = {
  NOT_FOR_DELIVERY: 'supplier_operation.not_for_delivery',
  NOT_FOR_PAYMENT: 'supplier_operation.not_for_payment',
  KIND_FIXED: 'supplier_operation.kind_fixed',
  PRICE_TOO_LARGE: 'supplier_operation.price_too_large',
  PRICE_ZERO: 'supplier_operation.price_zero',
  SALE_NOT_FOUND: 'supplier_operation.sale_not_found',
  QUANTITY_INVALID: 'quantity.invalid',
  FEE_PERCENTAGE_INVALID: 'fee_percentage.invalid',
} as const;

export type SuppliersErrorCode = CodeOf<typeof SupplierError> | CodeOf<typeof SupplierOperationError>;

import type { OperationJson, SupplierJson } from './suppliers.mapper';

/** The audit trail's view of a supplier: its own fields (the debt is its operations', which have their entries). */
export function supplierAudit(s: SupplierJson) {
  return { name: s.name, material: s.material, phone_number: s.phone_number };
}

/**
 * The audit trail's view of a delivery or payment: the API's fields with ids and values, without
 * the names and codes beside ids; the author by id.
 */
export function supplierOperationAudit(o: OperationJson) {
  return {
    kind: o.kind,
    supplier: o.supplier,
    date: o.date,
    currency: o.currency,
    floor: o.floor,
    material: o.material,
    model: o.model,
    unit: o.unit,
    unit_amount: o.unit_amount,
    unit_price: o.unit_price,
    operation_price: o.operation_price,
    machine_number: o.machine_number,
    wallet: o.wallet,
    wallet_payment: o.wallet_payment,
    fee_percentage: o.fee_percentage,
    actual_payment: o.actual_payment,
    actual_payment_usd: o.actual_payment_usd,
    exchange_rate: o.exchange_rate,
    sale: o.sale,
    construction: o.construction,
    comment: o.comment,
    wallet_operation: o.wallet_operation,
    created_by: o.created_by?.id ?? null,
  };
}

/** "#12 Sement Savdo · 1500.00 USD": the operation, its supplier and the money it counts. */
export function supplierOperationLabel(o: OperationJson): string {
  const amount = o.kind === 'delivery' ? o.operation_price : o.actual_payment;
  return `#${o.id} ${o.supplier_name} · ${amount ?? ''} ${o.currency_code}`.trim();
}

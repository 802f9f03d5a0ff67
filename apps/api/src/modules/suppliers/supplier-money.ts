import { Decimal, round2 } from '../../common/money/money';

const HUNDRED = new Decimal(100);

/** What a delivery adds to the debt: operation_price = round2(unit_amount × unit_price). */
export function deliveryPrice(unitAmount: Decimal, unitPrice: Decimal): Decimal {
  return round2(unitAmount.mul(unitPrice));
}

/** What a payment pays off, in the wallet's currency: round2(wallet_payment × (1 − fee/100)). */
export function paymentNet(walletPayment: Decimal, feePercentage: Decimal): Decimal {
  return round2(walletPayment.mul(HUNDRED.minus(feePercentage)).div(HUNDRED));
}

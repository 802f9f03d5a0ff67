import type { FieldValues } from 'react-hook-form';
import { FormDialog, type FormDialogConfirm, type FormDialogProps } from './FormDialog';

/** Every money operation changes wallet balances: their lists and the overview are read again. */
const WALLET_QUERIES = [['wallets'], ['wallet-overview']];

export type MoneyOperationDialogProps<T extends FieldValues, R = unknown> = Omit<FormDialogProps<T, R>, 'confirm'> & {
  /** Money never moves without the user confirming what will happen. */
  confirm: FormDialogConfirm<T>;
};

/**
 * The dialog of a money operation (income, expense, transfer, payments, payouts, salary): a
 * FormDialog that always confirms first, sends the idempotency key of its opening (pass
 * `context.idempotencyKey` on to the request) and refreshes the wallets afterwards.
 */
export function MoneyOperationDialog<T extends FieldValues, R = unknown>({ invalidate = [], ...props }: MoneyOperationDialogProps<T, R>) {
  return <FormDialog<T, R> {...props} invalidate={[...invalidate, ...WALLET_QUERIES]} />;
}

import { Box, Typography } from '@mui/material';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { formatMoney } from '../../format/format';
import { codeOf } from './currency';
import { useWallets } from './hooks';
import type { Wallet } from './types';

function WalletOption({ wallet }: { wallet: Wallet }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
      <span>{wallet.name}</span>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatMoney(wallet.balance, { currency: codeOf(wallet) })}
      </Typography>
    </Box>
  );
}

export type WalletSelectInputProps = Omit<SelectInputProps, 'choices'> & {
  activeOnly?: boolean;
  /** Only wallets in this currency (e.g. a refusal's payout). */
  currency?: number | null;
  /** Leave this wallet out (a transfer's other side). */
  exclude?: number | null;
};

/** A wallet, shown with its balance and currency. */
export function WalletSelectInput({ activeOnly = true, currency, exclude, ...props }: WalletSelectInputProps) {
  const { data, isPending } = useWallets({ activeOnly });
  const choices = (data ?? []).filter(
    (wallet) => (currency == null || wallet.currency === currency) && (exclude == null || wallet.id !== exclude),
  );
  return (
    <SelectInput
      {...props}
      choices={choices}
      optionValue="id"
      optionText={(wallet: Wallet) => <WalletOption wallet={wallet} />}
      translateChoice={false}
      isPending={isPending}
    />
  );
}

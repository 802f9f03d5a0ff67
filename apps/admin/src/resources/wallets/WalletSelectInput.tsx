import { Box, Typography } from '@mui/material';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { formatMoney } from '../../format/format';
import { codeOf } from '../../format/currency';
import { useWalletChoices } from './hooks';
import type { WalletChoice } from './types';

function WalletOption({ wallet }: { wallet: WalletChoice }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
      <span>{wallet.name}</span>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {wallet.balance === undefined ? codeOf(wallet) : formatMoney(wallet.balance, { currency: codeOf(wallet) })}
      </Typography>
    </Box>
  );
}

export type WalletSelectInputProps = Omit<SelectInputProps, 'choices'> & {
  /** Only wallets in this currency (e.g. a refusal's payout). */
  currency?: number | null;
  /** Leave this wallet out (a transfer's other side). */
  exclude?: number | null;
};

/** An active wallet (GET /api/wallet/choices/), shown with its currency, and its balance for a WALLET_READ holder. */
export function WalletSelectInput({ currency, exclude, ...props }: WalletSelectInputProps) {
  const { data, isPending } = useWalletChoices();
  const choices = (data ?? []).filter(
    (wallet) => (currency == null || wallet.currency === currency) && (exclude == null || wallet.id !== exclude),
  );
  return (
    <SelectInput
      {...props}
      choices={choices}
      optionValue="id"
      optionText={(wallet: WalletChoice) => <WalletOption wallet={wallet} />}
      translateChoice={false}
      isPending={isPending}
    />
  );
}

import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import { Box, Card, CardContent, Chip, Grid, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { P } from '@mijozlar/shared';
import { ActionButton } from '../../components/ActionButton';
import { BackToListButton, ShowNotFound, ShowSkeleton } from '../../components/RecordPage';
import { UserAvatar } from '../../components/UserAvatar';
import { compareAmounts } from '../../format/decimal';
import { formatDate, formatMoney, formatPhoneNumber } from '../../format/format';
import { hasPermission } from '../../permissions';
import type { ApiDataProvider } from '../../providers/dataProvider';
import { BalanceChart } from './BalanceChart';
import { InvestorFormDialog } from './InvestorFormDialog';
import { InvestorMoneyDialog } from './InvestorMoneyDialog';
import { InvestorOperations } from './InvestorOperations';
import { BalanceChips } from './MoneyLines';
import { INVESTORS_LIST_PATH, investorApi } from './paths';
import type { Direction, Investor, InvestorTotal } from './types';
import { HistorySection } from '../../components/history/HistorySection';

/** One currency's figures: in, out and what stays. */
function CurrencyFigures({ line }: { line: InvestorTotal }) {
  const translate = useTranslate();
  const code = line.currency_code;
  const negative = compareAmounts(line.balance, '0') < 0;
  const figure = (label: string, value: string, testId: string, strong = false) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'body1'}
        data-testid={testId}
        sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere', color: strong && negative ? 'error.main' : undefined }}
      >
        {formatMoney(value, { currency: code })}
      </Typography>
    </Box>
  );
  return (
    <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', height: '100%' }} data-testid={`investor-figures-${code}`}>
      <Chip size="small" label={code} sx={{ fontWeight: 700, mb: 1 }} />
      <Stack spacing={1}>
        {figure('resources.investors.fields.balance', line.balance, `investor-total-${code}-balance`, true)}
        <Stack direction="row" spacing={2}>
          {figure('resources.investors.fields.invested', line.invested, `investor-total-${code}-invested`)}
          {figure('resources.investors.fields.withdrawn', line.withdrawn, `investor-total-${code}-withdrawn`)}
        </Stack>
      </Stack>
    </Box>
  );
}

function Header({ investor, canMove, onMoney, onEdit }: { investor: Investor; canMove: boolean; onMoney: (direction: Direction) => void; onEdit: () => void }) {
  const translate = useTranslate();
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ xs: 'stretch', md: 'center' }} sx={{ mb: 2 }}>
          <Stack direction="row" spacing={2} alignItems="center" sx={{ flex: 1, minWidth: 0 }}>
            <UserAvatar fullName={investor.full_name} size={56} sx={{ display: { xs: 'none', sm: 'flex' } }} />
            <Box sx={{ minWidth: 0 }}>
              <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }} data-testid="investor-name">
                  {`${investor.last_name} ${investor.first_name}`}
                </Typography>
                {investor.investor_type_name ? <Chip size="small" color="primary" variant="outlined" label={investor.investor_type_name} /> : null}
              </Stack>
              <Stack direction="row" spacing={1.5} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mt: 0.5 }}>
                <MuiLink href={`tel:${investor.phone_number}`} underline="hover" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <PhoneOutlinedIcon fontSize="small" />
                  {formatPhoneNumber(investor.phone_number)}
                </MuiLink>
                <Typography variant="body2" color="text.secondary">
                  {translate('resources.investors.page.since', { date: formatDate(investor.created_at) })}
                </Typography>
              </Stack>
              <Box sx={{ mt: 1 }}>
                <BalanceChips totals={investor.totals} />
              </Box>
            </Box>
          </Stack>
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap justifyContent={{ xs: 'flex-start', md: 'flex-end' }}>
            <ActionButton label="resources.investors.action.edit" icon={<EditOutlinedIcon />} variant="outlined" onClick={onEdit} />
            {canMove ? (
              <>
                <ActionButton label="resources.investors.action.money_in" icon={<SouthWestIcon />} variant="contained" color="success" onClick={() => onMoney('replenish')} />
                <ActionButton label="resources.investors.action.money_out" icon={<NorthEastIcon />} variant="contained" color="warning" onClick={() => onMoney('withdraw')} />
              </>
            ) : null}
          </Stack>
        </Stack>
        <Grid container spacing={2}>
          {investor.totals.map((line) => (
            <Grid key={line.currency} size={{ xs: 12, sm: 6 }}>
              <CurrencyFigures line={line} />
            </Grid>
          ))}
        </Grid>
      </CardContent>
    </Card>
  );
}

function InvestorDetail() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ApiDataProvider>();
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<string[]>();
  const [money, setMoney] = useState<Direction | null>(null);
  const [editing, setEditing] = useState(false);
  const { data: investor, isPending, isError } = useQuery({
    queryKey: ['investors', 'one', id, locale],
    queryFn: ({ signal }) => dataProvider.request<Investor>(investorApi(id), { signal, openErrorPage: false }),
    enabled: !!id,
    retry: false,
  });
  // Money moves need the wallets too (the API checks WALLET_READ as well).
  const canMove = hasPermission(permissions, P.WALLET_READ);
  const back = <BackToListButton to={INVESTORS_LIST_PATH} label="resources.investors.action.back" />;

  if (isPending) return <ShowSkeleton heights={[220, 260]} />;
  if (isError || !investor) return <ShowNotFound icon={<SavingsOutlinedIcon />} title="resources.investors.page.not_found" back={back} />;
  return (
    <Box sx={{ pb: 4 }}>
      <Title title={`${investor.last_name} ${investor.first_name}`} />
      <Box sx={{ py: 1 }}>{back}</Box>
      <Header investor={investor} canMove={canMove} onMoney={setMoney} onEdit={() => setEditing(true)} />
      <Box sx={{ mb: 2 }}>
        <BalanceChart investor={investor} />
      </Box>
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('resources.investors.page.operations')}
          </Typography>
        </CardContent>
        <InvestorOperations investor={investor} />
      </Card>
      <Box sx={{ mt: 2 }}>
        <HistorySection entity="investor" id={investor.id} />
      </Box>
      {money ? <InvestorMoneyDialog open onClose={() => setMoney(null)} investor={investor} direction={money} /> : null}
      <InvestorFormDialog open={editing} investor={investor} onClose={() => setEditing(false)} />
    </Box>
  );
}

/**
 * /investments/investorRead/{id} (INVESTMENTS_READ): who the investor is, their balance per currency
 * (in, out, what stays), its curve, their operations with filters and export; money in and out
 * (also WALLET_READ) with the balances after, confirmed first.
 */
export function InvestorShow() {
  return <InvestorDetail />;
}


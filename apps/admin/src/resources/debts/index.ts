import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { lazy } from 'react';

/** Debts (CLIENT_DEBT_READ): /debts/debtsList, loaded as one chunk with its screen. */
const debts = {
  list: lazy(() => import('./DebtList')),
  icon: ReceiptLongOutlinedIcon,
};

export default debts;

import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { lazy } from 'react';

// One chunk for the sales screens, loaded with the first of them.
const screens = () => import('./screens');

/** Sales (SALE_READ, SALE_WRITE, SALE_PENDING_READ): list, new sale and pending sales. */
const sales = {
  list: lazy(() => screens().then((module) => ({ default: module.SaleList }))),
  create: lazy(() => screens().then((module) => ({ default: module.SaleCreatePage }))),
  pending: lazy(() => screens().then((module) => ({ default: module.PendingSaleList }))),
  icon: SellOutlinedIcon,
};

export default sales;

import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Supplier } from './types';

const screens = () => import('./screens');

/** Suppliers (EMPLOYEE_READ, the spec's route definitions). Routes: /suppliers/supplierList and /suppliers/supplierDetail/{id}; one chunk. */
const suppliers = {
  list: lazyScreen(screens, (module) => module.SupplierList),
  show: lazyScreen(screens, (module) => module.SupplierShow),
  icon: LocalShippingOutlinedIcon,
  recordRepresentation: (record: Supplier) => record.name,
};

export default suppliers;

// The suppliers chunk: loaded lazily by ./index.ts with the first suppliers screen.
import './texts';
export { SupplierDetail } from './SupplierDetail';
export { SupplierList } from './SupplierList';

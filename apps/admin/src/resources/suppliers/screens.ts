// The suppliers chunk: loaded lazily by ./index.ts with the first suppliers screen.
import './texts';
export { SupplierShow } from './SupplierShow';
export { SupplierList } from './SupplierList';

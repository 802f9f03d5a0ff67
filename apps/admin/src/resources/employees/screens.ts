// The employees chunk: loaded lazily by ./index.ts with the first employees screen.
import './texts';
import '../wallets/texts';
export { EmployeeDetail } from './EmployeeDetail';
export { EmployeesList } from './EmployeesList';
export { HourlyEmployeeDetail } from './HourlyEmployeeDetail';

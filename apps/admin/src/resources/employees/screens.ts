// The employees chunk: loaded lazily by ./index.ts with the first employees screen.
import './texts';
import '../wallets/texts';
export { EmployeeShow, HourlyEmployeeShow } from './EmployeeShow';
export { EmployeeList } from './EmployeeList';


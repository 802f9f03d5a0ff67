// The employees chunk: loaded lazily by ./index.ts with the first employees screen.
import './texts';
import '../wallets/texts';
export { EmployeeShow } from './EmployeeShow';
export { EmployeeList } from './EmployeeList';
export { HourlyEmployeeShow } from './HourlyEmployeeShow';

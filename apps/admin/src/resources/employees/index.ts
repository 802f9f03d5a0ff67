import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import { lazyScreen } from '../../routes/lazyScreen';
import type { Employee } from './types';

const screens = () => import('./screens');

/**
 * Employees (EMPLOYEE_READ). Routes: /employees/employeesList, /employees/employeeDetail/{id}
 * (monthly) and /employees/hourlyEmployeeDetail/{id} (hourly); loaded as one chunk.
 */
const employees = {
  list: lazyScreen(screens, (module) => module.EmployeeList),
  show: lazyScreen(screens, (module) => module.EmployeeShow),
  hourly: lazyScreen(screens, (module) => module.HourlyEmployeeShow),
  icon: BadgeOutlinedIcon,
  recordRepresentation: (record: Employee) => record.full_name,
};

export default employees;

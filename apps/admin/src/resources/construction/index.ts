import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { lazyScreen } from '../../routes/lazyScreen';

const screens = () => import('./screens');

/**
 * Construction projects (CONSTRUCTION_OPERATIONS). Routes: /construction/list-buildings (projects with
 * spent per currency) and /construction/build/{id} (spending chart, expenses and deliveries, add,
 * import, export); loaded as one chunk.
 */
const construction = {
  list: lazyScreen(screens, (module) => module.ConstructionList),
  build: lazyScreen(screens, (module) => module.ConstructionShow),
  icon: ApartmentOutlinedIcon,
};

export default construction;

// The construction chunk: loaded lazily by ./index.ts with the first construction screen.
import './texts';
export { ConstructionListPage } from './ConstructionListPage';
export { ConstructionDetailPage } from './ConstructionDetailPage';

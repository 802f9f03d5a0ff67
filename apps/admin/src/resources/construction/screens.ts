// The construction chunk: loaded lazily by ./index.ts with the first construction screen.
import './texts';
export { ConstructionList } from './ConstructionList';
export { ConstructionShow } from './ConstructionShow';

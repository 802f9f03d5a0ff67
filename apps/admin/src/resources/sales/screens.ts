/** The sales screens, bundled as one lazily loaded chunk (see index.ts). */
// Their texts, and those of the clients, leads and rooms pickers of a new sale, come with it.
import './texts';
import '../clients/texts';
import '../lids/texts';
import '../rooms/texts';
export { default as SaleList } from './SaleList';
export { default as SaleCreate } from './SaleCreate';
export { default as PendingSaleList } from './PendingSaleList';

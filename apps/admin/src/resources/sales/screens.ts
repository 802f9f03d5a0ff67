/** The sales screens, bundled as one lazily loaded chunk (see index.ts). */
export { default as SaleList } from './SaleList';
export { default as SaleCreatePage } from './SaleCreatePage';
export { default as PendingSalesPage } from './PendingSalesPage';

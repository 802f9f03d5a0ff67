import { lazyScreen } from '../../routes/lazyScreen';

const screens = () => import('./screens');

/** The audit trail (AUDIT_READ). Route: /audit (an entry opens beside it; a link to one: #entry={id}). One chunk. */
const audit = {
  list: lazyScreen(screens, (module) => module.AuditList),
};

export default audit;

/**
 * The main layout's chunk (header, menu, search…), kept out of the first load. The sign-in form
 * starts fetching it when sent, so that the real shell is usually there when the redirect happens;
 * until then App shows layout/ShellSkeleton.
 */
export const loadAppLayout = () => import('./AppLayout');

import '../i18n/shellTexts';
import { Suspense, type ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { PageLoading } from './ShellSkeleton';
import { LocaleThemeProvider } from '../theme/LocaleThemeProvider';

/**
 * react-admin's layout with our header and sidebar menu; the header stays visible on scroll. A page
 * whose screen is still loading shows a spinner inside the shell at once (react-admin's own
 * fallback stays blank for a second).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <LocaleThemeProvider>
      <Layout appBar={AppAppBar} menu={AppMenu} appBarAlwaysOn>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </Layout>
    </LocaleThemeProvider>
  );
}

import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { LocaleThemeProvider } from '../theme/LocaleThemeProvider';

/** react-admin's layout with our header and sidebar menu; the header stays visible on scroll. */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <LocaleThemeProvider>
      <Layout appBar={AppAppBar} menu={AppMenu} appBarAlwaysOn>
        {children}
      </Layout>
    </LocaleThemeProvider>
  );
}

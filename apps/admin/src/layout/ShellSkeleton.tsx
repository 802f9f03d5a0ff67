import { Box, CircularProgress, useTheme } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, useSidebarState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../config';
import { Logo } from '../components/Logo';

// This module is in the first load (App's fallback while the layout's chunk arrives): it uses only
// what the sign-in page already brings (react-admin's Layout and AppBar, MUI's Box and spinner).

const SKELETON_ROWS = [72, 56, 64, 48, 60, 52, 68, 44];

/**
 * The menu's place while the real menu (or the user's permissions) loads: grey rows of the items'
 * size. Decorative (the page's spinner says that it loads), so not a navigation landmark.
 */
export function MenuSkeleton() {
  const [open] = useSidebarState();
  return (
    <Box
      aria-hidden="true"
      data-testid="menu-skeleton"
      sx={(theme) => ({ pt: 1, width: open ? theme.sidebar.width : theme.sidebar.closedWidth })}
    >
      {SKELETON_ROWS.map((width, index) => (
        <Box key={index} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 40, mx: 1, my: 0.25, px: open ? 1.5 : 1.25 }}>
          <Box sx={(theme) => ({ width: 20, height: 20, flexShrink: 0, borderRadius: 1, bgcolor: theme.app.chromeHover })} />
          {open ? <Box sx={(theme) => ({ width: `${width}%`, height: 12, borderRadius: 1, bgcolor: theme.app.chromeHover })} /> : null}
        </Box>
      ))}
    </Box>
  );
}

/** A page's place while its screen's chunk loads: a spinner at once (react-admin's own waits 1 s, blank). */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, flex: 1 }}>
      <CircularProgress size={32} aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

function ShellAppBar() {
  const theme = useTheme();
  return (
    <AppBar alwaysOn color="inherit" toolbar={<Box />} userMenu={false}>
      <Box component={Link} to={HOME_PATH} sx={{ color: 'inherit', textDecoration: 'none', display: { xs: 'none', md: 'flex' }, alignItems: 'center', mr: 2 }}>
        <Logo size={28} color={theme.app.chromeAccent} />
      </Box>
    </AppBar>
  );
}

/**
 * The shell shown at once after signing in (and on the first load of a deep link), in the real
 * layout's geometry — header, sidebar, content — until the layout's chunk has arrived.
 */
export function ShellSkeleton({ children }: { children?: ReactNode }) {
  return (
    <Layout appBar={ShellAppBar} menu={MenuSkeleton} appBarAlwaysOn>
      {children ?? <PageLoading />}
    </Layout>
  );
}

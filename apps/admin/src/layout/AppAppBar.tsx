import { Box, Divider, useTheme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../config';
import { Logo } from '../components/Logo';
import { ThreeDModelHeaderButton } from '../resources/buildings/ThreeDModelDialog';
import { AppUserMenu } from './AppUserMenu';
import { DocumentTitleSync } from './DocumentTitleSync';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SearchOverlay } from './SearchOverlay';

function AppBarToolbar() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <SearchOverlay />
      <ThreeDModelHeaderButton />
      <LanguageSwitcher />
      <LoadingIndicator sx={{ display: { xs: 'none', sm: 'block' } }} />
    </Box>
  );
}

/** The header: menu toggle, brand, screen title, search, language, user menu. */
export function AppAppBar() {
  const theme = useTheme();
  return (
    <AppBar alwaysOn color="inherit" toolbar={<AppBarToolbar />} userMenu={<AppUserMenu />}>
      <Box
        component={Link}
        to={HOME_PATH}
        sx={{ color: 'inherit', textDecoration: 'none', display: { xs: 'none', md: 'flex' }, alignItems: 'center', mr: 2 }}
      >
        <Logo size={28} color={theme.app.chromeAccent} />
      </Box>
      <Divider orientation="vertical" flexItem sx={{ my: 1.5, mr: 2, display: { xs: 'none', md: 'block' } }} />
      {/* A title too long for a phone ends in "…" (react-admin's inline-block wrapper would just cut it); the whole text is in its title attribute. */}
      <TitlePortal variant="subtitle1" sx={{ fontWeight: 600, '& .RaConfigurable-root': { display: 'inline' } }} />
      <DocumentTitleSync />
    </AppBar>
  );
}

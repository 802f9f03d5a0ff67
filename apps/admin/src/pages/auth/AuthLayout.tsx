import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuthState, useTranslate } from 'react-admin';
import { APP_NAME, APP_VERSION } from '../../config';
import { Logo } from '../../components/Logo';
import { LanguageSwitcher } from '../../layout/LanguageSwitcher';
import { ShellSkeleton } from '../../layout/ShellSkeleton';
import { returnPathAfterSignIn } from '../../routes/signInRedirect';

type FooterTopic = 'legal' | 'contact' | 'terms';
const FOOTER_TOPICS: readonly FooterTopic[] = ['legal', 'contact', 'terms'];

/** The sign-in area's simple layout: app name, version, copyright and the footer links (document 1, section 2). */
export function AuthLayout() {
  const translate = useTranslate();
  const { isPending, authenticated } = useAuthState(undefined, false);
  const location = useLocation();
  const [topic, setTopic] = useState<FooterTopic | null>(null);
  const year = new Date().getFullYear();

  useEffect(() => {
    document.title = APP_NAME;
  }, []);

  // A signed-in user who opens any sign-in-area page goes where it leads (?next=), else to the dashboard.
  // While the check runs (a cookie read), the form shows: signed out is why people are here. Once
  // signed in, the shell's skeleton shows until the main area renders (not a blank page).
  if (!isPending && authenticated) {
    return (
      <>
        <Navigate to={returnPathAfterSignIn(location.search, location.state)} replace />
        <ShellSkeleton />
      </>
    );
  }

  return (
    <Box
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
        backgroundImage: `radial-gradient(1200px 600px at 0% 0%, color-mix(in srgb, ${theme.palette.primary.main} 14%, transparent), transparent 60%), radial-gradient(900px 500px at 100% 100%, color-mix(in srgb, ${theme.palette.secondary.main} 10%, transparent), transparent 60%)`,
      })}
    >
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <Logo size={34} />
        <LanguageSwitcher color="primary" />
      </Stack>

      <Box component="main" sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: { xs: 3, sm: 6 } }}>
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          {/* The reminder, lock and reset pages load on their first visit. */}
          <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto' }} aria-busy />}>
            <Outlet />
          </Suspense>
          <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
            {translate('app.tagline')}
          </Typography>
        </Box>
      </Box>

      <Stack
        component="footer"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        alignItems="center"
        justifyContent="space-between"
        sx={{ px: { xs: 2, sm: 4 }, py: 2.5, color: 'text.secondary' }}
      >
        <Typography variant="body2">
          {translate('app.copyright', { year })} · {translate('app.version', { version: APP_VERSION })}
        </Typography>
        <Stack direction="row" spacing={2.5} component="nav">
          {FOOTER_TOPICS.map((item) => (
            <Link
              key={item}
              component="button"
              type="button"
              variant="body2"
              color="inherit"
              underline="hover"
              onClick={() => setTopic(item)}
            >
              {translate(`app.footer.${item}`)}
            </Link>
          ))}
        </Stack>
      </Stack>

      <Dialog open={topic !== null} onClose={() => setTopic(null)} maxWidth="xs" fullWidth>
        {topic ? (
          <>
            <DialogTitle>{translate(`app.footer.${topic}`)}</DialogTitle>
            <DialogContent>
              <Typography color="text.secondary">{translate(`app.footer.${topic}_text`)}</Typography>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setTopic(null)}>{translate('ra.action.close')}</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </Box>
  );
}

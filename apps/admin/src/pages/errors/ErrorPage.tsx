import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { HOME_PATH } from '../../config';
import { Logo } from '../../components/Logo';

export interface ErrorPageProps {
  code: string;
  icon: ReactNode;
  titleKey: string;
  textKey: string;
  /** Outside the main layout (no header, no sidebar): the page fills the window and shows the logo. */
  standalone?: boolean;
  actions?: ReactNode;
}

/** The shared look of the 403, 404 and 500 pages: code, icon, explanation, a way back. */
export function ErrorPage({ code, icon, titleKey, textKey, standalone = false, actions }: ErrorPageProps) {
  const translate = useTranslate();
  const content = (
    <Stack alignItems="center" spacing={2.5} sx={{ textAlign: 'center', maxWidth: 520, mx: 'auto', px: 2 }}>
      <Box
        sx={(theme) => ({
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 12%, transparent)`,
          boxShadow: `0 0 0 10px color-mix(in srgb, ${theme.palette.primary.main} 5%, transparent)`,
          '& svg': { fontSize: 42 },
        })}
      >
        {icon}
      </Box>
      <Typography
        sx={{ fontSize: 56, fontWeight: 800, lineHeight: 1, letterSpacing: '-0.03em', color: 'primary.main', fontVariantNumeric: 'tabular-nums' }}
      >
        {code}
      </Typography>
      <Typography variant="h5" component="h1">
        {translate(titleKey)}
      </Typography>
      <Typography color="text.secondary">{translate(textKey)}</Typography>
      <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
        <Button component={Link} to={HOME_PATH} variant="contained" startIcon={<HomeOutlinedIcon />}>
          {translate('app.errors.back_home')}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );

  if (!standalone) {
    return <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', py: { xs: 6, sm: 10 } }}>{content}</Box>;
  }
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box sx={{ p: 3 }}>
        <Logo size={30} />
      </Box>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', pb: 10 }}>{content}</Box>
    </Box>
  );
}

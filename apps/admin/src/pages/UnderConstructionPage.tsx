import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Box, Button, Card, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { HOME_PATH } from '../config';

export interface UnderConstructionPageProps {
  /** Translation key of the screen's name, e.g. "app.menu.wallets_overview". */
  titleKey: string;
}

/**
 * A screen of the spec that a later issue builds. Its route already exists and is gated by its
 * permission; this page says plainly that the section is not available yet.
 */
export function UnderConstructionPage({ titleKey }: UnderConstructionPageProps) {
  const translate = useTranslate();
  const section = translate(titleKey);
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', py: { xs: 4, sm: 8 } }}>
      <Title title={section} />
      <Card sx={{ maxWidth: 560, width: '100%', p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
        <Stack spacing={2.5} alignItems="center">
          <Box
            sx={(theme) => ({
              width: 80,
              height: 80,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'primary.main',
              backgroundColor: `color-mix(in srgb, ${theme.palette.primary.main} 12%, transparent)`,
            })}
          >
            <ConstructionOutlinedIcon sx={{ fontSize: 40 }} />
          </Box>
          <Chip size="small" color="primary" variant="outlined" label={translate('app.under_construction.badge')} />
          <Typography variant="h5" component="h1">
            {section}
          </Typography>
          <Typography variant="subtitle1" color="text.primary">
            {translate('app.under_construction.title')}
          </Typography>
          <Typography color="text.secondary">{translate('app.under_construction.text', { section })}</Typography>
          <Button component={Link} to={HOME_PATH} variant="contained" startIcon={<ArrowBackIcon />}>
            {translate('app.under_construction.back')}
          </Button>
        </Stack>
      </Card>
    </Box>
  );
}

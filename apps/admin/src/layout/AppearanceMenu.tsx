import CheckIcon from '@mui/icons-material/Check';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import PaletteOutlinedIcon from '@mui/icons-material/PaletteOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import {
  Box,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { COLOR_THEMES } from '@mijozlar/shared';
import { useAppearance, type ThemeModeChoice } from '../theme/AppearanceContext';
import { COLOR_THEME_SPECS } from '../theme/colorThemes';

const MODE_ICONS: Record<ThemeModeChoice, ReactElement> = {
  light: <LightModeOutlinedIcon fontSize="small" />,
  dark: <DarkModeOutlinedIcon fontSize="small" />,
  system: <SettingsBrightnessOutlinedIcon fontSize="small" />,
};
const MODES: readonly ThemeModeChoice[] = ['light', 'dark', 'system'];

export interface AppearanceMenuProps {
  /** In the mini sidebar: icon only. */
  compact: boolean;
}

/** The sidebar's dark-mode choice (light, dark, system) and colour-theme choice. */
export function AppearanceMenu({ compact }: AppearanceMenuProps) {
  const translate = useTranslate();
  const { mode, colorTheme, resolvedMode, setMode, setColorTheme } = useAppearance();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate('app.appearance.title');

  const button = (
    <ListItemButton
      onClick={(event) => setAnchor(event.currentTarget)}
      aria-haspopup="dialog"
      sx={(theme) => ({
        flexGrow: 0,
        minHeight: 40,
        mx: 1,
        my: 1,
        px: compact ? 1.25 : 1.5,
        borderRadius: `${Math.max(Number(theme.shape.borderRadius) - 2, 4)}px`,
        color: theme.app.chromeMutedText,
        border: `1px solid ${theme.app.chromeDivider}`,
        '& .MuiListItemIcon-root': { minWidth: compact ? 0 : 36, color: 'inherit' },
        '&:hover': { backgroundColor: theme.app.chromeHover, color: theme.app.chromeText },
      })}
    >
      <ListItemIcon>
        <PaletteOutlinedIcon fontSize="small" />
      </ListItemIcon>
      {compact ? null : (
        <ListItemText
          primary={label}
          secondary={`${translate(`app.appearance.themes.${colorTheme}`)} · ${translate(`app.appearance.${mode}`)}`}
          slotProps={{
            primary: { fontSize: 14, noWrap: true },
            secondary: { fontSize: 12, noWrap: true, sx: { color: 'inherit', opacity: 0.8 } },
          }}
        />
      )}
    </ListItemButton>
  );

  return (
    <>
      {compact ? (
        <Tooltip title={label} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 330, p: 2, ml: 1 } } }}
      >
        <Typography variant="overline" color="text.secondary">
          {translate('app.appearance.mode')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={mode}
          onChange={(_event, next: ThemeModeChoice | null) => next && setMode(next)}
          aria-label={translate('app.appearance.mode')}
          sx={{ mb: 2, mt: 0.5 }}
        >
          {MODES.map((option) => (
            <ToggleButton key={option} value={option} sx={{ gap: 0.5, px: 1, textTransform: 'none', fontSize: 13, whiteSpace: 'nowrap' }}>
              {MODE_ICONS[option]}
              {translate(`app.appearance.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="overline" color="text.secondary">
          {translate('app.appearance.color_theme')}
        </Typography>
        <Stack spacing={0.25} sx={{ mt: 0.5 }} role="radiogroup" aria-label={translate('app.appearance.color_theme')}>
          {COLOR_THEMES.map((name) => {
            const spec = COLOR_THEME_SPECS[name];
            const colors = resolvedMode === 'dark' ? spec.dark : spec.light;
            const selected = name === colorTheme;
            return (
              <ListItemButton
                key={name}
                role="radio"
                aria-checked={selected}
                selected={selected}
                onClick={() => setColorTheme(name)}
                sx={{ borderRadius: 1, py: 0.75 }}
              >
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 28,
                    height: 20,
                    mr: 1.5,
                    borderRadius: `${Math.min(spec.radius, 8)}px`,
                    border: 1,
                    borderColor: 'divider',
                    background: `linear-gradient(135deg, ${colors.primary} 0 50%, ${colors.secondary} 50% 100%)`,
                  }}
                />
                <ListItemText primary={translate(`app.appearance.themes.${name}`)} />
                {selected ? <CheckIcon fontSize="small" color="primary" /> : null}
              </ListItemButton>
            );
          })}
        </Stack>
      </Popover>
    </>
  );
}

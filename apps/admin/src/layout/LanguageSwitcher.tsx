import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '@mijozlar/shared';

export interface LanguageSwitcherProps {
  color?: 'inherit' | 'primary';
}

/** uz / ru. The choice is stored under localStorage "locale" and reloads the current screen's data. */
export function LanguageSwitcher({ color = 'inherit' }: LanguageSwitcherProps) {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const choose = (next: Locale) => {
    close();
    if (next !== locale) setLocale(next);
  };

  return (
    <>
      <Tooltip title={translate('app.header.language')}>
        <Button
          color={color}
          onClick={open}
          startIcon={<TranslateIcon fontSize="small" />}
          aria-haspopup="menu"
          aria-controls={anchor ? 'language-menu' : undefined}
          // The name starts with what the button shows ("UZ"), so voice control finds it by its text.
          aria-label={`${locale.toUpperCase()}: ${translate('app.header.language')}`}
          sx={{ minWidth: 0, px: 1.25, fontWeight: 700, letterSpacing: '0.04em' }}
        >
          {locale.toUpperCase()}
        </Button>
      </Tooltip>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {LOCALES.map((option) => (
          <MenuItem key={option} selected={option === locale} onClick={() => choose(option)} lang={option}>
            <ListItemIcon>{option === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{translate(`app.language.${option}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

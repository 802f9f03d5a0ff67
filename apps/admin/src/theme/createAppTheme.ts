import CloseIcon from '@mui/icons-material/Close';
import { alpha, createTheme, darken, getContrastRatio, lighten, rgbToHex, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { COLOR_THEME_SPECS, type ColorThemeName, type PaletteMode } from './colorThemes';

declare module '@mui/material/styles' {
  interface Theme {
    app: AppThemeExtras;
  }
  interface ThemeOptions {
    app?: AppThemeExtras;
  }
}

/** Colours of the header and sidebar ("chrome"), which some themes paint differently from the page. */
export interface AppThemeExtras {
  chrome: string;
  chromeText: string;
  chromeMutedText: string;
  chromeHover: string;
  chromeActive: string;
  chromeDivider: string;
  /** The accent on the chrome: the primary colour, or the secondary one where primary would not show. */
  chromeAccent: string;
  flat: boolean;
}

/** Breakpoints of the spec: the desktop layout starts above 991 px (md = 992). */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 992, lg: 1200, xl: 1400 } as const;

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_CLOSED_WIDTH = 64;

/** WCAG 2.1 AA for normal text (1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** `color` at `opacity` over `ground`, as the eye sees it (a selected item's tint). */
export function tintOver(color: string, ground: string, opacity: number): string {
  const [a, b] = [color, ground].map((c) => (rgbToHex(c).match(/[0-9a-f]{2}/gi) ?? []).map((h) => parseInt(h, 16)));
  return rgbToHex(`rgb(${a.map((v, i) => Math.round(v * opacity + b[i] * (1 - opacity))).join(',')})`);
}

/**
 * The theme's colour itself where text in it reads at 4.5:1 on the page, on the cards and on its own
 * selected tint; else the nearest darker shade (light mode) or lighter one (dark mode) that does. So
 * chips, links, amounts and buttons in any palette colour are readable on every screen without a
 * component fixing a colour of its own.
 */
function readable(color: string, mode: PaletteMode, grounds: string[], tintOpacity: number): string {
  const shift = mode === 'light' ? darken : lighten;
  let candidate = rgbToHex(color);
  for (let step = 1; step <= 20; step += 1) {
    const on = [...grounds, tintOver(candidate, grounds[grounds.length - 1], tintOpacity)];
    if (on.every((ground) => getContrastRatio(candidate, ground) >= TEXT_CONTRAST)) return candidate;
    candidate = rgbToHex(shift(color, step * 0.04));
  }
  return candidate;
}

function chromeExtras(base: Theme, chrome: string, flat: boolean, accent: string): AppThemeExtras {
  const chromeText = base.palette.getContrastText(chrome);
  const isDarkChrome = chromeText === '#fff' || chromeText.toLowerCase() === '#ffffff';
  const onChrome = isDarkChrome ? '#ffffff' : base.palette.text.primary;
  return {
    chrome,
    chromeText: onChrome,
    chromeMutedText: isDarkChrome ? alpha('#ffffff', 0.72) : base.palette.text.secondary,
    chromeHover: isDarkChrome ? alpha('#ffffff', 0.08) : alpha(base.palette.primary.main, 0.06),
    chromeActive: isDarkChrome ? alpha('#ffffff', 0.14) : alpha(base.palette.primary.main, 0.12),
    chromeDivider: isDarkChrome ? alpha('#ffffff', 0.12) : base.palette.divider,
    chromeAccent: isDarkChrome && base.palette.mode === 'light' ? readable(accent, 'dark', [chrome], 0) : base.palette.primary.main,
    flat,
  };
}

/** Builds the MUI theme of one colour theme in one mode (shared shape, typography and component overrides). */
export function createAppTheme(name: ColorThemeName, mode: PaletteMode): Theme {
  const spec = COLOR_THEME_SPECS[name];
  const colors = mode === 'dark' ? spec.dark : spec.light;

  const defaults = createTheme({ palette: { mode } }).palette;
  const grounds = [colors.background, colors.paper];
  // A selected toggle draws its colour over its own tint, a shade deeper under the pointer.
  const tint = defaults.action.selectedOpacity + defaults.action.hoverOpacity;
  const main = (color: string) => ({ main: readable(color, mode, grounds, tint) });
  // Grey text stands on the page, the cards and selected rows or days (action.selected over a card).
  const greyGrounds = [...grounds, tintOver(mode === 'dark' ? '#ffffff' : '#000000', colors.paper, defaults.action.selectedOpacity)];
  const textSecondary = readable(colors.textSecondary, mode, greyGrounds, 0);
  // "—" for an empty value and reversed amounts are written in the disabled grey: readable too.
  const textDisabled = readable(tintOver(colors.textSecondary, colors.paper, 0.7), mode, greyGrounds, 0);

  const base = createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      contrastThreshold: TEXT_CONTRAST,
      primary: main(colors.primary),
      secondary: main(colors.secondary),
      error: main(defaults.error.main),
      warning: main(defaults.warning.main),
      info: main(defaults.info.main),
      success: main(defaults.success.main),
      background: { default: colors.background, paper: colors.paper },
      text: { primary: colors.textPrimary, secondary: textSecondary, disabled: textDisabled },
      divider: colors.divider,
    },
    shape: { borderRadius: spec.radius },
    typography: {
      fontFamily: spec.fontFamily,
      fontSize: 14,
      h4: { fontWeight: 700, letterSpacing: '-0.01em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 600 },
      subtitle1: { fontWeight: 600 },
      subtitle2: { fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
      overline: { fontWeight: 700, letterSpacing: '0.08em' },
    },
  } as RaThemeOptions);

  const extras = chromeExtras(base, colors.chrome, spec.flat, colors.secondary);
  const cardShadow = spec.flat
    ? 'none'
    : mode === 'dark'
      ? '0 1px 2px rgba(0,0,0,0.5)'
      : `0 1px 2px ${alpha('#0f172a', 0.06)}, 0 1px 3px ${alpha('#0f172a', 0.04)}`;
  const radius = spec.radius;

  const options: RaThemeOptions & { app: AppThemeExtras } = {
    breakpoints: { values: BREAKPOINTS },
    palette: base.palette,
    shape: base.shape,
    typography: base.typography as RaThemeOptions['typography'],
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    app: extras,
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { backgroundColor: colors.background },
          '*::-webkit-scrollbar': { width: 10, height: 10 },
          '*::-webkit-scrollbar-thumb': {
            backgroundColor: alpha(colors.textSecondary, 0.35),
            borderRadius: 8,
            border: `2px solid ${colors.background}`,
          },
        },
      },
      MuiPaper: {
        styleOverrides: {
          root: { backgroundImage: 'none' },
          elevation1: { boxShadow: cardShadow },
          outlined: { borderColor: colors.divider },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { border: `1px solid ${colors.divider}`, boxShadow: cardShadow, borderRadius: radius },
        },
      },
      // One focus ring for every button, menu item, tab and chip reached by the keyboard (WCAG 2.4.7).
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${base.palette.primary.main}`, outlineOffset: 2 } } },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: Math.max(radius - 2, 4) } },
      },
      MuiIconButton: {
        styleOverrides: { root: { borderRadius: Math.max(radius - 2, 6) } },
      },
      MuiTextField: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiFormControl: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
      },
      MuiOutlinedInput: {
        styleOverrides: {
          root: {
            backgroundColor: mode === 'dark' ? alpha('#ffffff', 0.02) : colors.paper,
          },
        },
      },
      MuiAutocomplete: { defaultProps: { fullWidth: true } },
      MuiTableCell: {
        styleOverrides: {
          root: { borderColor: colors.divider },
          head: {
            fontWeight: 600,
            color: colors.textSecondary,
            fontSize: '0.8125rem',
            backgroundColor: mode === 'dark' ? alpha('#ffffff', 0.02) : alpha(colors.textPrimary, 0.02),
            whiteSpace: 'nowrap',
          },
        },
      },
      MuiTableRow: {
        styleOverrides: { root: { '&:last-child td': { borderBottom: 0 } } },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
      MuiTooltip: { defaultProps: { arrow: true } },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: Math.max(radius, 8) } },
      },
      MuiListItemIcon: { styleOverrides: { root: { minWidth: 40 } } },
      MuiAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: extras.chrome,
            color: extras.chromeText,
            boxShadow: 'none',
            borderBottom: `1px solid ${extras.chromeDivider}`,
          },
        },
      },
      RaLayout: {
        styleOverrides: {
          root: {
            minWidth: 0,
            '& .RaLayout-content': {
              minWidth: 0,
              paddingTop: base.spacing(2),
              paddingBottom: base.spacing(3),
              // On a phone the create button floats over the page's bottom right corner (react-admin:
              // 56 px, 60 px above the edge): room to scroll the last row and the pagination above it.
              [base.breakpoints.down('sm')]: { paddingBottom: base.spacing(16) },
              [base.breakpoints.up('sm')]: { paddingLeft: base.spacing(3), paddingRight: base.spacing(3) },
            },
          },
        },
      },
      RaSidebar: {
        styleOverrides: {
          root: {
            '& .MuiPaper-root': {
              backgroundColor: extras.chrome,
              color: extras.chromeText,
              borderRight: `1px solid ${extras.chromeDivider}`,
            },
            '& .RaSidebar-fixed': { backgroundColor: extras.chrome },
          },
        },
      },
      RaToolbar: {
        styleOverrides: {
          root: {
            backgroundColor: 'transparent',
            borderTop: `1px solid ${colors.divider}`,
            paddingLeft: base.spacing(2),
            paddingRight: base.spacing(2),
          },
        },
      },
      RaList: {
        styleOverrides: { root: { '& .RaList-content': { overflowX: 'auto' } } },
      },
      RaDataTable: {
        styleOverrides: {
          root: { '& .RaDataTable-rowCell': { paddingTop: base.spacing(1.25), paddingBottom: base.spacing(1.25) } },
        },
      },
      // Every list's phone layout: the title (text, wrapping, a long word broken) and the figure on
      // the right (an amount, a count, a chip: never wrapped) side by side with a gap, never one
      // running into the other (react-admin floats the figure right with no room kept for it).
      RaSimpleList: {
        styleOverrides: {
          root: {
            '& .MuiListItemText-primary > div:has(> .RaSimpleList-tertiary)': {
              display: 'flex',
              alignItems: 'baseline',
              columnGap: base.spacing(1.5),
              overflowWrap: 'anywhere',
              '& > :not(.RaSimpleList-tertiary)': { minWidth: 0, flex: '1 1 auto' },
            },
            // react-admin dims the figure (opacity .54), which takes its colour below 4.5:1.
            '& .RaSimpleList-tertiary': { float: 'none', marginLeft: 'auto', flexShrink: 0, whiteSpace: 'nowrap', overflowWrap: 'normal', opacity: 1 },
          },
        },
      },
      RaBulkActionsToolbar: {
        styleOverrides: { toolbar: { zIndex: 10 } },
      },
      // Confirmation dialogs (log out, delete): a plain close icon on Cancel, not an alert sign.
      RaConfirm: { defaultProps: { CancelIcon: CloseIcon } },
      RaSimpleFormIterator: { defaultProps: { fullWidth: true } },
      RaTranslatableInputs: { defaultProps: { fullWidth: true } },
    },
  };
  return createTheme(options);
}

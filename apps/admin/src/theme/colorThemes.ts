import { COLOR_THEMES } from '@mijozlar/shared';

export type ColorThemeName = (typeof COLOR_THEMES)[number];
export type PaletteMode = 'light' | 'dark';

interface ModeColors {
  primary: string;
  secondary: string;
  background: string;
  paper: string;
  /** The sidebar and the header. */
  chrome: string;
  textPrimary: string;
  textSecondary: string;
  divider: string;
}

/** Six distinct palettes, each with its own shape, for light and dark (document 1, section 1). */
export interface ColorThemeSpec {
  light: ModeColors;
  dark: ModeColors;
  /** Corner radius in px. */
  radius: number;
  /** Flat themes draw borders instead of shadows. */
  flat: boolean;
  fontFamily: string;
  /** A swatch for the theme picker. */
  swatch: [string, string];
}

const SYSTEM_FONT =
  '"Inter", "Segoe UI", system-ui, -apple-system, "Roboto", "Helvetica Neue", "Noto Sans", Arial, sans-serif';
const ROUNDED_FONT =
  '"Nunito", "Segoe UI", system-ui, -apple-system, "Roboto", "Helvetica Neue", "Noto Sans", Arial, sans-serif';

export const COLOR_THEME_SPECS: Record<ColorThemeName, ColorThemeSpec> = {
  default: {
    light: {
      primary: '#2563eb',
      secondary: '#0ea5e9',
      background: '#f4f6fa',
      paper: '#ffffff',
      chrome: '#ffffff',
      textPrimary: '#111827',
      textSecondary: '#5b6475',
      divider: '#e3e7ee',
    },
    dark: {
      primary: '#6b9bff',
      secondary: '#38bdf8',
      background: '#0d1117',
      paper: '#151b24',
      chrome: '#121821',
      textPrimary: '#e6eaf1',
      textSecondary: '#9aa4b5',
      divider: '#263041',
    },
    radius: 10,
    flat: false,
    fontFamily: SYSTEM_FONT,
    swatch: ['#2563eb', '#0ea5e9'],
  },
  amethyst: {
    light: {
      primary: '#7c3aed',
      secondary: '#db2777',
      background: '#f6f4fb',
      paper: '#ffffff',
      chrome: '#ffffff',
      textPrimary: '#1f1633',
      textSecondary: '#655b7a',
      divider: '#e7e1f3',
    },
    dark: {
      primary: '#a78bfa',
      secondary: '#f472b6',
      background: '#120e1c',
      paper: '#1b1529',
      chrome: '#171224',
      textPrimary: '#ece7f8',
      textSecondary: '#a79dbd',
      divider: '#2e2543',
    },
    radius: 12,
    flat: false,
    fontFamily: SYSTEM_FONT,
    swatch: ['#7c3aed', '#db2777'],
  },
  city: {
    light: {
      primary: '#334155',
      secondary: '#f59e0b',
      background: '#eef0f3',
      paper: '#ffffff',
      chrome: '#1f2937',
      textPrimary: '#0f172a',
      textSecondary: '#526074',
      divider: '#dde1e7',
    },
    dark: {
      primary: '#94a3b8',
      secondary: '#fbbf24',
      background: '#0b0f14',
      paper: '#141a22',
      chrome: '#0f141b',
      textPrimary: '#e2e8f0',
      textSecondary: '#94a3b8',
      divider: '#243040',
    },
    radius: 6,
    flat: false,
    fontFamily: SYSTEM_FONT,
    swatch: ['#334155', '#f59e0b'],
  },
  flat: {
    light: {
      primary: '#16a085',
      secondary: '#e67e22',
      background: '#f2f4f4',
      paper: '#ffffff',
      chrome: '#ffffff',
      textPrimary: '#2c3e50',
      textSecondary: '#5f7081',
      divider: '#dfe4e6',
    },
    dark: {
      primary: '#1abc9c',
      secondary: '#f39c12',
      background: '#1b2631',
      paper: '#22303c',
      chrome: '#1f2b37',
      textPrimary: '#ecf0f1',
      textSecondary: '#a5b3bd',
      divider: '#34495e',
    },
    radius: 3,
    flat: true,
    fontFamily: SYSTEM_FONT,
    swatch: ['#16a085', '#e67e22'],
  },
  modern: {
    light: {
      primary: '#e11d48',
      secondary: '#4f46e5',
      background: '#f7f7f8',
      paper: '#ffffff',
      chrome: '#ffffff',
      textPrimary: '#18181b',
      textSecondary: '#5f5f6b',
      divider: '#e6e6ea',
    },
    dark: {
      primary: '#fb7185',
      secondary: '#818cf8',
      background: '#09090b',
      paper: '#141417',
      chrome: '#101013',
      textPrimary: '#f4f4f5',
      textSecondary: '#a1a1aa',
      divider: '#27272a',
    },
    radius: 14,
    flat: false,
    fontFamily: SYSTEM_FONT,
    swatch: ['#e11d48', '#4f46e5'],
  },
  smooth: {
    light: {
      primary: '#ea580c',
      secondary: '#0d9488',
      background: '#fbf7f3',
      paper: '#ffffff',
      chrome: '#fffdfb',
      textPrimary: '#2b2118',
      textSecondary: '#6f6257',
      divider: '#efe5dc',
    },
    dark: {
      primary: '#fb923c',
      secondary: '#2dd4bf',
      background: '#15110d',
      paper: '#1f1913',
      chrome: '#1a1510',
      textPrimary: '#f5ede6',
      textSecondary: '#b5a89c',
      divider: '#342a21',
    },
    radius: 18,
    flat: false,
    fontFamily: ROUNDED_FONT,
    swatch: ['#ea580c', '#0d9488'],
  },
};

import { useMediaQuery } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { COLOR_THEMES } from '@mijozlar/shared';
import type { ColorThemeName, PaletteMode } from './colorThemes';
import { createAppTheme } from './createAppTheme';

/** Light, dark or follow the system (document 1, section 1). */
export type ThemeModeChoice = PaletteMode | 'system';
export const THEME_MODES: readonly ThemeModeChoice[] = ['light', 'dark', 'system'];

/**
 * Kept in local storage under their own keys, not in react-admin's store: the store is reset on
 * log out, while the appearance belongs to the browser and stays across sessions and reloads.
 */
export const THEME_MODE_STORAGE_KEY = 'themeMode';
export const COLOR_THEME_STORAGE_KEY = 'colorTheme';

function readChoice<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const value = window.localStorage.getItem(key);
    return allowed.includes(value as T) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

function writeChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: the choice lasts until reload.
  }
}

export interface Appearance {
  mode: ThemeModeChoice;
  resolvedMode: PaletteMode;
  colorTheme: ColorThemeName;
  theme: Theme;
  setMode(mode: ThemeModeChoice): void;
  setColorTheme(name: ColorThemeName): void;
}

const AppearanceContext = createContext<Appearance | null>(null);

export function AppearanceProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeModeChoice>(() => readChoice(THEME_MODE_STORAGE_KEY, THEME_MODES, 'system'));
  const [colorTheme, setColorThemeState] = useState<ColorThemeName>(() =>
    readChoice(COLOR_THEME_STORAGE_KEY, COLOR_THEMES, 'default'),
  );
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const resolvedMode: PaletteMode = mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
  const theme = useMemo(() => createAppTheme(colorTheme, resolvedMode), [colorTheme, resolvedMode]);

  const setMode = useCallback((next: ThemeModeChoice) => {
    writeChoice(THEME_MODE_STORAGE_KEY, next);
    setModeState(next);
  }, []);
  const setColorTheme = useCallback((next: ColorThemeName) => {
    writeChoice(COLOR_THEME_STORAGE_KEY, next);
    setColorThemeState(next);
  }, []);

  const value = useMemo(
    () => ({ mode, resolvedMode, colorTheme, theme, setMode, setColorTheme }),
    [mode, resolvedMode, colorTheme, theme, setMode, setColorTheme],
  );
  return <AppearanceContext.Provider value={value}>{children}</AppearanceContext.Provider>;
}

export function useAppearance(): Appearance {
  const value = useContext(AppearanceContext);
  if (!value) throw new Error('useAppearance must be used inside <AppearanceProvider>');
  return value;
}

import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

type Translate = (key: string, options?: Record<string, unknown>) => string;

type PageItem = 'first' | 'last' | 'next' | 'previous' | 'page' | 'start-ellipsis' | 'end-ellipsis';

/**
 * MUI's own texts (Autocomplete's "Clear"/"Open" tooltips, pagination and alert labels) in the
 * chosen language, from our catalogues (app.ui.mui): MUI ships no Uzbek, and its English would
 * otherwise show through.
 */
export function muiLocalization(translate: Translate): Theme['components'] {
  const itemLabel = (type: PageItem, page?: number | null, selected?: boolean) => {
    switch (type) {
      case 'first':
        return translate('app.ui.mui.first_page');
      case 'last':
        return translate('app.ui.mui.last_page');
      case 'next':
        return translate('app.ui.mui.next_page');
      case 'previous':
        return translate('app.ui.mui.previous_page');
      default:
        return translate(selected ? 'app.ui.mui.page' : 'app.ui.mui.go_to_page', { page });
    }
  };
  return {
    MuiAutocomplete: {
      defaultProps: {
        clearText: translate('app.ui.mui.clear'),
        openText: translate('app.ui.mui.open'),
        closeText: translate('app.ui.mui.close'),
        noOptionsText: translate('app.ui.mui.no_options'),
        loadingText: translate('app.ui.mui.loading'),
      },
    },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: translate('app.ui.mui.rows_per_page'),
        labelDisplayedRows: ({ from, to, count }) => translate('app.ui.mui.displayed_rows', { from, to, count: count === -1 ? `>${to}` : count }),
        getItemAriaLabel: (type) => itemLabel(type),
      },
    },
    MuiPagination: {
      defaultProps: {
        'aria-label': translate('app.ui.mui.pagination'),
        getItemAriaLabel: (type, page, selected) => itemLabel(type, page, selected),
      },
    },
    MuiAlert: { defaultProps: { closeText: translate('app.ui.mui.close') } },
    // A spinner is a progressbar to assistive technology, and a progressbar needs a name.
    MuiCircularProgress: { defaultProps: { 'aria-label': translate('app.ui.mui.loading') } },
    MuiLinearProgress: { defaultProps: { 'aria-label': translate('app.ui.mui.loading') } },
    MuiBreadcrumbs: { defaultProps: { expandText: translate('app.ui.mui.breadcrumbs_expand') } },
  };
}

/** Merges each component's localised default props over the outer theme's, keeping its style overrides. */
export function withLocalization(outer: Theme, localized: Theme['components']): Theme {
  const components: Record<string, unknown> = { ...(outer.components ?? {}) };
  for (const [name, value] of Object.entries(localized ?? {})) {
    const previous = (components[name] ?? {}) as { defaultProps?: object };
    const next = value as { defaultProps?: object };
    components[name] = { ...previous, defaultProps: { ...(previous.defaultProps ?? {}), ...(next.defaultProps ?? {}) } };
  }
  return { ...outer, components } as Theme;
}

/** Inside react-admin (it needs the i18n context): re-themes the screens whenever the language changes. */
export function LocaleThemeProvider({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const theme = useCallback((outer: Theme) => withLocalization(outer, muiLocalization(translate)), [translate, locale]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

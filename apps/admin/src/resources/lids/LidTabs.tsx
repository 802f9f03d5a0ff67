import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useCallback, useEffect } from 'react';
import { useGetList, useListContext, useStore, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { isLidTab, LID_TABS, lidTabFilter, type LidTab } from './lidTabs';

/** The query parameter that keeps the leads tab in the URL (a reload, the back button and a shared link keep it). */
export const LID_TAB_PARAM = 'tab';

/**
 * The open leads tab: the URL's `?tab=` first, then the last one used (kept in the store). The tab
 * is written back into the URL whenever react-admin rewrites the list's own parameters without it.
 */
export function useLidTab(): [LidTab, (tab: LidTab) => void] {
  const [params, setParams] = useSearchParams();
  const [stored, setStored] = useStore<LidTab>('lids.tab', 'all');
  const fromUrl = params.get(LID_TAB_PARAM);
  const tab: LidTab = isLidTab(fromUrl) ? fromUrl : isLidTab(stored) ? stored : 'all';

  useEffect(() => {
    if (tab !== stored) setStored(tab);
    if (fromUrl === tab || (tab === 'all' && fromUrl === null)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'all') next.delete(LID_TAB_PARAM);
        else next.set(LID_TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );
  }, [tab, stored, fromUrl, setStored, setParams]);

  const change = useCallback(
    (next: LidTab) => {
      setStored(next);
      setParams((current) => {
        const query = new URLSearchParams(current);
        if (next === 'all') query.delete(LID_TAB_PARAM);
        else query.set(LID_TAB_PARAM, next);
        query.delete('page');
        return query;
      });
    },
    [setStored, setParams],
  );
  return [tab, change];
}

function TabCount({ tab, baseFilter }: { tab: LidTab; baseFilter: Record<string, unknown> }) {
  // One row per tab is enough: the answer's count is the tab's total.
  const { total } = useGetList('lids', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: '', order: 'ASC' },
    filter: { ...baseFilter, ...lidTabFilter(tab) },
  });
  if (total === undefined) return null;
  return <Chip size="small" label={total} sx={{ ml: 1, height: 20, fontSize: 12, fontVariantNumeric: 'tabular-nums' }} />;
}

export interface LidTabsProps {
  value: LidTab;
  onChange: (tab: LidTab) => void;
}

/** The spec's filter tabs over the leads list, each with its count under the current search and filters. */
export function LidTabs({ value, onChange }: LidTabsProps) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    // width 0 / min-width 100%: the tabs scroll inside the list instead of widening it.
    <Box sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}>
      <Tabs
        value={value}
        // onChange also drops `page` from the URL: a separate setPage(1) made react-admin rewrite
        // the URL from its previous parameters right after, which could bring the old tab back.
        onChange={(_event, next: LidTab) => onChange(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('resources.lids.tabs.label')}
      >
        {LID_TABS.map((tab) => (
          <Tab
            key={tab}
            value={tab}
            sx={{ minHeight: 48, textTransform: 'none', fontWeight: 600 }}
            label={
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                {translate(`resources.lids.tabs.${tab}`)}
                <TabCount tab={tab} baseFilter={filterValues} />
              </Box>
            }
          />
        ))}
      </Tabs>
    </Box>
  );
}

import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { LID_TABS, lidTabFilter, type LidTab } from './lidTabs';

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
  const { filterValues, setPage } = useListContext();
  return (
    // width 0 / min-width 100%: the tabs scroll inside the list instead of widening it.
    <Box sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}>
      <Tabs
        value={value}
        onChange={(_event, next: LidTab) => {
          onChange(next);
          setPage(1);
        }}
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

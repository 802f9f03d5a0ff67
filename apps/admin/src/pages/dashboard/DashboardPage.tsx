import '../../i18n/calendarTexts';
import '../../i18n/dashboardTexts';
import '../../resources/statistics/texts';
import ContactPhoneOutlinedIcon from '@mui/icons-material/ContactPhoneOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { Alert, Box, Card, CardContent, Grid, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { formatPhone, P } from '@mijozlar/shared';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { calendarPartsInTashkent } from '../../format/format';
import { EmptyState } from '../../components/EmptyState';
import { hasPermission } from '../../permissions';
import { firstName } from '../../providers/profile';
import { EMPTY_STATISTICS, useDashboardStatistics, WEEKDAYS } from './dashboardStatistics';
import { PlanMiniChart } from './PlanMiniChart';
import { StatCard } from './StatCard';
import { TodayMoneyCard } from './TodayMoneyCard';
import { WeekdayChart } from './WeekdayChart';
import { useCanOpen } from '../../routes/useCanOpen';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

function useTodayLabel(): string {
  const translate = useTranslate();
  const today = calendarPartsInTashkent();
  return translate('app.dashboard.today', {
    weekday: translate(`app.weekdays_long.${WEEKDAYS[today.weekday]}`),
    day: today.day,
    month: translate(`app.months.${MONTHS[today.month - 1]}`),
    year: today.year,
  });
}

/** /dashboard (DASHBOARD): this week's figures, today's calls and activity per weekday. */
export default function DashboardPage() {
  const translate = useTranslate();
  const canOpen = useCanOpen();
  const todayLabel = useTodayLabel();
  const { identity } = useGetIdentity();
  const { data = EMPTY_STATISTICS, isPending } = useDashboardStatistics();
  const name = firstName(identity?.fullName);
  const { permissions } = usePermissions();
  const showPlan = hasPermission(permissions, P.STATISTICS) && data.today.plan !== null;
  const showToday = isPending || data.today.hasToday;
  const weekCards = [
    { icon: <ContactPhoneOutlinedIcon />, label: 'app.dashboard.week_lids', value: data.week?.lids ?? null, color: 'primary' },
    { icon: <GroupAddOutlinedIcon />, label: 'app.dashboard.week_clients', value: data.week?.clients ?? null, color: 'secondary' },
    { icon: <ForumOutlinedIcon />, label: 'app.dashboard.week_talks', value: data.week?.talks ?? null, color: 'success' },
    { icon: <PhoneInTalkOutlinedIcon />, label: 'app.dashboard.today_calls', value: data.todayCalls, color: 'warning' },
  ] as const;
  const todayCards = [
    {
      icon: <SellOutlinedIcon />,
      label: 'resources.statistics.dashboard.today_sales',
      countLabel: 'resources.statistics.dashboard.sales_count',
      figures: data.today.sales,
      color: 'primary',
      testId: 'today-sales',
    },
    {
      icon: <PaymentsOutlinedIcon />,
      label: 'resources.statistics.dashboard.today_payments',
      countLabel: 'resources.statistics.dashboard.payments_count',
      figures: data.today.payments,
      color: 'success',
      testId: 'today-payments',
    },
  ] as const;

  return (
    <Box sx={{ width: '100%' }}>
      <Title title={translate('app.menu.dashboard')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'flex-end' }} spacing={1} sx={{ mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {name ? translate('app.dashboard.welcome', { name }) : translate('app.menu.dashboard')}
          </Typography>
          <Typography color="text.secondary">{translate('app.dashboard.subtitle')}</Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {todayLabel}
        </Typography>
      </Stack>

      {!isPending && !data.hasData ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 2.5, bgcolor: 'background.paper' }}>
          {translate('app.dashboard.no_statistics')}
        </Alert>
      ) : null}

      <Grid container spacing={2.5}>
        {weekCards.map((card) => (
          <Grid key={card.label} size={{ xs: 12, sm: 6, lg: 3 }}>
            <StatCard {...card} loading={isPending} />
          </Grid>
        ))}

        {showToday
          ? todayCards.map((card) => (
              <Grid key={card.testId} size={{ xs: 12, sm: 6, lg: showPlan ? 3 : 6 }}>
                <TodayMoneyCard {...card} loading={isPending} />
              </Grid>
            ))
          : null}
        {showPlan && data.today.plan ? (
          <Grid size={{ xs: 12, lg: 6 }}>
            <PlanMiniChart plan={data.today.plan} />
          </Grid>
        ) : null}

        <Grid size={{ xs: 12, lg: 8 }}>
          <WeekdayChart data={data.graphic} hasData={data.hasData} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card sx={{ height: '100%' }}>
            <CardContent sx={{ p: 2.5 }}>
              <Typography variant="subtitle1" component="h2">
                {translate('app.dashboard.today_calls')}
              </Typography>
              {data.calls.length ? (
                <List dense disablePadding sx={{ mt: 1, maxHeight: 320, overflowY: 'auto' }} aria-label={translate('app.dashboard.today_calls')}>
                  {data.calls.map((call) =>
                    canOpen(`/lids/lidsRead/${call.id}`) ? (
                      <ListItem key={call.id} disablePadding>
                        <ListItemButton component={Link} to={`/lids/lidsRead/${call.id}`} sx={{ borderRadius: 1 }}>
                          <ListItemText primary={call.name} secondary={formatPhone(call.phone_number)} />
                        </ListItemButton>
                      </ListItem>
                    ) : (
                      <ListItem key={call.id} sx={{ borderRadius: 1 }}>
                        <ListItemText primary={call.name} secondary={formatPhone(call.phone_number)} />
                      </ListItem>
                    ),
                  )}
                </List>
              ) : (
                <EmptyState
                  icon={<PhoneInTalkOutlinedIcon />}
                  title={translate('app.dashboard.chart_empty')}
                  text={translate('app.dashboard.calls_empty')}
                />
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
DashboardPage.path = '/dashboard';

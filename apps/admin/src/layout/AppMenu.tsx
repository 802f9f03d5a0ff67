import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { AppearanceMenu } from './AppearanceMenu';
import { MenuSkeleton } from './ShellSkeleton';
import { isActive, MENU, pathStartsWith, visibleMenu, type MenuEntry, type MenuSectionConfig } from './menuConfig';

const itemSx = (theme: Theme, active: boolean, open: boolean) => ({
  minHeight: 40,
  mx: 1,
  my: 0.25,
  px: open ? 1.5 : 1.25,
  borderRadius: `${Math.max(Number(theme.shape.borderRadius) - 2, 4)}px`,
  color: active ? theme.app.chromeText : theme.app.chromeMutedText,
  position: 'relative' as const,
  '& .MuiListItemIcon-root': {
    minWidth: open ? 36 : 0,
    color: active ? theme.app.chromeAccent : theme.app.chromeMutedText,
  },
  '&:hover': { backgroundColor: theme.app.chromeHover, color: theme.app.chromeText },
  '&.Mui-selected, &.Mui-selected:hover': {
    backgroundColor: theme.app.chromeActive,
    color: theme.app.chromeText,
    fontWeight: 600,
  },
  '&.Mui-selected::before': {
    content: '""',
    position: 'absolute' as const,
    left: -8,
    top: 8,
    bottom: 8,
    width: 3,
    borderRadius: 3,
    backgroundColor: theme.app.chromeAccent,
  },
});

interface EntryProps {
  open: boolean;
  onNavigate: () => void;
}

function WithTooltip({ show, title, children }: { show: boolean; title: string; children: ReactNode }) {
  if (!show) return <>{children}</>;
  return (
    <Tooltip title={title} placement="right">
      <Box>{children}</Box>
    </Tooltip>
  );
}

/**
 * The sidebar menu (document 1, section 2): items and sections filtered by permission, active by
 * path prefix, one submenu open at a time, icons only in the mini sidebar. Below 992 px a click on
 * a link closes the sidebar.
 */
export function AppMenu() {
  const translate = useTranslate();
  const { permissions, isPending } = usePermissions<string[]>();
  const [open, setOpen] = useSidebarState();
  const { pathname } = useLocation();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const entries = useMemo(() => visibleMenu(MENU, permissions), [permissions]);

  const sectionOfPath = (path: string) =>
    entries.find((entry): entry is MenuSectionConfig => entry.kind === 'section' && pathStartsWith(path, entry.prefix))?.key ??
    null;
  const [openSection, setOpenSection] = useState<string | null>(() => sectionOfPath(pathname));

  useEffect(() => {
    const current = sectionOfPath(pathname);
    if (current) setOpenSection(current);
    // Follows the route only: opening another section by hand must not be undone by a re-render.
  }, [pathname, entries.length]);

  const onNavigate = () => {
    if (isSmall) setOpen(false);
  };

  if (isPending) return <MenuSkeleton />;

  return (
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        minHeight: '100%',
        pt: 1,
        width: open ? theme.sidebar.width : theme.sidebar.closedWidth,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      <List component="nav" aria-label={translate('app.menu.label')} disablePadding sx={{ flex: 1 }}>
        {entries.map((entry) =>
          entry.kind === 'item' ? (
            <MenuItemEntry key={entry.key} entry={entry} open={open} onNavigate={onNavigate} pathname={pathname} />
          ) : (
            <MenuSectionEntry
              key={entry.key}
              entry={entry}
              open={open}
              onNavigate={onNavigate}
              pathname={pathname}
              expanded={openSection === entry.key}
              onToggle={() => {
                if (!open) {
                  setOpen(true);
                  setOpenSection(entry.key);
                  return;
                }
                setOpenSection((current) => (current === entry.key ? null : entry.key));
              }}
            />
          ),
        )}
      </List>
      <AppearanceMenu compact={!open} />
    </Box>
  );
}

function MenuItemEntry({ entry, open, onNavigate, pathname }: EntryProps & { entry: Extract<MenuEntry, { kind: 'item' }>; pathname: string }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  const active = isActive(pathname, entry.activePrefixes);
  const label = translate(entry.label);
  return (
    <WithTooltip show={!open} title={label}>
      <ListItemButton
        component={Link}
        to={entry.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={(theme) => itemSx(theme, active, open)}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        {open ? <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: 'inherit' } }} /> : null}
      </ListItemButton>
    </WithTooltip>
  );
}

function MenuSectionEntry({
  entry,
  open,
  onNavigate,
  pathname,
  expanded,
  onToggle,
}: EntryProps & { entry: MenuSectionConfig; pathname: string; expanded: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  const sectionActive = pathStartsWith(pathname, entry.prefix);
  const label = translate(entry.label);
  const listId = `menu-section-${entry.key}`;
  return (
    <>
      <WithTooltip show={!open} title={label}>
        <ListItemButton
          onClick={onToggle}
          aria-expanded={open ? expanded : undefined}
          aria-controls={open ? listId : undefined}
          sx={(theme) => ({
            ...itemSx(theme, sectionActive, open),
            ...(sectionActive ? { color: theme.app.chromeText } : {}),
          })}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {open ? (
            <>
              <ListItemText primary={label} slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: sectionActive ? 600 : 'inherit' } }} />
              {expanded ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </>
          ) : null}
        </ListItemButton>
      </WithTooltip>
      {open ? (
        <Collapse in={expanded} timeout="auto" unmountOnExit>
          <List id={listId} component="div" disablePadding>
            {entry.items.map((item) => {
              const active = isActive(pathname, item.activePrefixes);
              return (
                <ListItemButton
                  key={item.key}
                  component={Link}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={(theme) => ({ ...itemSx(theme, active, true), pl: 6.5, minHeight: 36 })}
                >
                  <ListItemText primary={translate(item.label)} slotProps={{ primary: { noWrap: true, fontSize: 13.5, fontWeight: 'inherit' } }} />
                </ListItemButton>
              );
            })}
          </List>
        </Collapse>
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MapIcon from '@mui/icons-material/Map';
import SensorsIcon from '@mui/icons-material/Sensors';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import type { SessionUser } from '../../domain/accounts/session-user';
import { isFeatureEnabled } from '../../domain/config/feature-flags';
import {
  NAVIGATION_GROUPS,
  visibleNavigationEntries,
  type NavigationEntry,
  type NavigationGroupId,
} from '../../domain/navigation/navigation-entries';
import { ErrorState } from '../components/states/error-state';
import { LoadingState } from '../components/states/loading-state';
import { useApplicationConfig } from './use-application-config';
import { COLLAPSED_PANEL_WIDTH, PANEL_WIDTH } from './theme';
import { useNavigationPanelState } from './use-navigation-panel-state';

const ENTRY_ICONS: Record<string, ReactNode> = {
  '/dashboard': <MapIcon />,
  '/administration': <AdminPanelSettingsIcon />,
};

const GROUP_ICONS: Record<NavigationGroupId, ReactNode> = {
  library: <SensorsIcon />,
  support: <WaterDropIcon />,
  project: <AssignmentIcon />,
};

/** One row of the panel: the top-level entries and the groups, in the spec's order. */
type PanelRow =
  | { kind: 'entry'; entry: NavigationEntry }
  | { kind: 'group'; id: NavigationGroupId; title: string; entries: NavigationEntry[] };

function panelRows(entries: NavigationEntry[]): PanelRow[] {
  const rows: PanelRow[] = [];
  for (const entry of entries) {
    if (!entry.group) {
      rows.push({ kind: 'entry', entry });
      continue;
    }
    const existing = rows.find((row) => row.kind === 'group' && row.id === entry.group);
    if (existing?.kind === 'group') existing.entries.push(entry);
    else {
      const group = NAVIGATION_GROUPS.find((candidate) => candidate.id === entry.group)!;
      rows.push({ kind: 'group', id: group.id, title: group.title, entries: [entry] });
    }
  }
  return rows;
}

const NAVIGATION_LANDMARK = { component: 'nav', 'aria-label': 'Navigation panel' } as const;

function isCurrentRoute(route: string, pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === route || path.startsWith(`${route}/`);
}

export interface NavigationPanelProps {
  user: SessionUser;
  /** The temporary drawer of small screens. */
  mobileOpen: boolean;
  onMobileClose: () => void;
}

export function NavigationPanel({ user, mobileOpen, onMobileClose }: NavigationPanelProps) {
  const theme = useTheme();
  // Desktop first: without matchMedia (tests, old browsers) the permanent panel shows.
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { defaultMatches: true });
  const config = useApplicationConfig();
  const canCollapse = isWide && isFeatureEnabled(config.data, 'COLAPSE');
  const panel = useNavigationPanelState(canCollapse);
  const { pathname } = useLocation();
  const { collapsed } = panel;

  const closeOnSmallScreens = isWide ? undefined : onMobileClose;

  const renderEntry = (entry: NavigationEntry, nested: boolean) => {
    const button = (
      <ListItemButton
        component={Link}
        to={entry.route}
        selected={isCurrentRoute(entry.route, pathname)}
        aria-current={isCurrentRoute(entry.route, pathname) ? 'page' : undefined}
        aria-label={collapsed ? entry.label : undefined}
        onClick={closeOnSmallScreens}
        sx={nested ? { pl: 9 } : undefined}
      >
        {!nested && <ListItemIcon>{ENTRY_ICONS[entry.route] ?? <ChevronRightIcon />}</ListItemIcon>}
        {!collapsed && <ListItemText primary={entry.label} />}
      </ListItemButton>
    );
    // each entry is an item of the panel's list (WCAG 1.3.1: a list holds only list items)
    return (
      <ListItem key={entry.route} disablePadding sx={{ display: 'block' }}>
        {collapsed ? (
          <Tooltip title={entry.label} placement="right">
            {button}
          </Tooltip>
        ) : (
          button
        )}
      </ListItem>
    );
  };

  const renderGroup = (row: Extract<PanelRow, { kind: 'group' }>) => {
    const open = panel.isGroupOpen(row.id);
    return (
      <ListItem key={row.id} disablePadding sx={{ display: 'block' }}>
        <Tooltip title={collapsed ? row.title : ''} placement="right">
          <ListItemButton
            onClick={() => panel.toggleGroup(row.id)}
            aria-expanded={open}
            aria-label={collapsed ? row.title : undefined}
          >
            <ListItemIcon>{GROUP_ICONS[row.id]}</ListItemIcon>
            {!collapsed && <ListItemText primary={row.title} />}
            {!collapsed && (open ? <ExpandLessIcon /> : <ExpandMoreIcon />)}
          </ListItemButton>
        </Tooltip>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding>{row.entries.map((entry) => renderEntry(entry, true))}</List>
        </Collapse>
      </ListItem>
    );
  };

  let content: ReactNode;
  if (config.isPending) {
    content = <ListItem sx={{ px: 2 }}>{!collapsed && <LoadingState />}</ListItem>;
  } else if (config.isError) {
    content = (
      <ListItem sx={{ p: 1 }}>
        <ErrorState message="The navigation could not be loaded." onRetry={() => void config.refetch()} />
      </ListItem>
    );
  } else {
    content = panelRows(visibleNavigationEntries(user, config.data)).map((row) =>
      row.kind === 'entry' ? renderEntry(row.entry, false) : renderGroup(row),
    );
  }

  const list = (
    <List sx={{ overflowX: 'hidden' }}>
      {canCollapse && (
        <ListItem disablePadding sx={{ display: 'block' }}>
          <ListItemButton
            onClick={panel.toggleCollapsed}
            aria-label={collapsed ? 'Expand Panel' : 'Collapse Panel'}
          >
            <ListItemIcon>{collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}</ListItemIcon>
            {!collapsed && <ListItemText primary="Collapse Panel" />}
          </ListItemButton>
        </ListItem>
      )}
      {content}
    </List>
  );

  if (!isWide) {
    return (
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { ...NAVIGATION_LANDMARK, sx: { width: PANEL_WIDTH.md } } }}
      >
        {list}
      </Drawer>
    );
  }

  const width = collapsed ? COLLAPSED_PANEL_WIDTH : PANEL_WIDTH;
  return (
    <Drawer
      variant="permanent"
      slotProps={{ paper: NAVIGATION_LANDMARK }}
      sx={{
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width,
          position: 'relative',
          overflowX: 'hidden',
          transition: theme.transitions.create('width'),
        },
      }}
    >
      {list}
    </Drawer>
  );
}

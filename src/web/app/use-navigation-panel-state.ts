import { useCallback, useEffect, useState } from 'react';
import { NAVIGATION_GROUPS, type NavigationGroupId } from '../../domain/navigation/navigation-entries';

export const NAVIGATION_PANEL_STORAGE_KEY = 'basin-dms.navigation-panel';

interface PanelState {
  collapsed: boolean;
  /** Sub-panels the user opened; kept while the panel is collapsed so expanding restores them. */
  openGroups: NavigationGroupId[];
}

const GROUP_IDS: readonly string[] = NAVIGATION_GROUPS.map((group) => group.id);

function readStoredState(): PanelState {
  const fallback: PanelState = { collapsed: false, openGroups: NAVIGATION_GROUPS.map((group) => group.id) };
  try {
    const stored = JSON.parse(
      localStorage.getItem(NAVIGATION_PANEL_STORAGE_KEY) ?? 'null',
    ) as Partial<PanelState> | null;
    if (!stored) return fallback;
    return {
      collapsed: stored.collapsed === true,
      openGroups: Array.isArray(stored.openGroups)
        ? (stored.openGroups.filter((id) => GROUP_IDS.includes(id)) as NavigationGroupId[])
        : fallback.openGroups,
    };
  } catch {
    return fallback;
  }
}

/** spec 1 §2.2 and §4: open or collapsed; remembers the sub-panels open before collapsing. */
export function useNavigationPanelState(canCollapse: boolean) {
  const [state, setState] = useState(readStoredState);

  useEffect(() => {
    try {
      localStorage.setItem(NAVIGATION_PANEL_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // not remembering the panel is harmless
    }
  }, [state]);

  const collapsed = canCollapse && state.collapsed;

  const toggleCollapsed = useCallback(
    () => setState((current) => ({ ...current, collapsed: !current.collapsed })),
    [],
  );

  const toggleGroup = useCallback(
    (id: NavigationGroupId) =>
      setState((current) => {
        // a group clicked in the narrow panel expands the panel with that group open
        if (canCollapse && current.collapsed) {
          return { collapsed: false, openGroups: [...new Set([...current.openGroups, id])] };
        }
        const openGroups = current.openGroups.includes(id)
          ? current.openGroups.filter((open) => open !== id)
          : [...current.openGroups, id];
        return { ...current, openGroups };
      }),
    [canCollapse],
  );

  const isGroupOpen = (id: NavigationGroupId) => !collapsed && state.openGroups.includes(id);

  return { collapsed, toggleCollapsed, toggleGroup, isGroupOpen };
}

import { useState } from 'react';
import { Grid } from 'antd';

/**
 * Sidebar state: on phones (under 768 px) the menu is a drawer over the page, closed by default;
 * from 768 px it is a sider, collapsed by default under 992 px. A choice made by the toggle holds
 * until the screen crosses the 992 px line.
 */
export function useSidebar() {
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const wide = Boolean(screens.lg);
  const [choice, setChoice] = useState<{ wide: boolean; collapsed: boolean } | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collapsed = choice && choice.wide === wide ? choice.collapsed : !wide;

  const expanded = isPhone ? drawerOpen : !collapsed;
  const toggle = () => {
    if (isPhone) setDrawerOpen((open) => !open);
    else setChoice({ wide, collapsed: !collapsed });
  };
  const closeDrawer = () => setDrawerOpen(false);
  return { isPhone, collapsed, drawerOpen, expanded, toggle, closeDrawer };
}

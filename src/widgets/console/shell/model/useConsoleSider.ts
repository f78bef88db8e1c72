import { useState } from 'react';
import { Grid } from 'antd';

/** The console's menu: a drawer over the page under 768 px (closed by default), a sider above. */
export function useConsoleSider() {
  const screens = Grid.useBreakpoint();
  const isPhone = !screens.md;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(false);
  const toggle = () => (isPhone ? setDrawerOpen((open) => !open) : setCollapsed((c) => !c));
  return {
    isPhone,
    collapsed,
    drawerOpen,
    expanded: isPhone ? drawerOpen : !collapsed,
    toggle,
    closeDrawer: () => setDrawerOpen(false),
  };
}

import { useState, type ReactNode } from 'react';
import { Grid, Select, Tabs } from 'antd';

export interface ResponsiveTab {
  key: string;
  label: string;
  children: ReactNode;
}

interface ResponsiveTabsProps {
  items: ResponsiveTab[];
  defaultActiveKey: string;
  /** names the picker shown on phones */
  label: string;
}

/**
 * Tabs above 768 px; on a phone, where they would not fit, a picker of the same sections. antd's
 * tabs hide the ones that do not fit behind a "more" button placed inside the tab list, which
 * screen readers are told holds only tabs.
 */
export function ResponsiveTabs({ items, defaultActiveKey, label }: ResponsiveTabsProps) {
  const screens = Grid.useBreakpoint();
  const [active, setActive] = useState(defaultActiveKey);
  if (screens.md !== false) return <Tabs activeKey={active} onChange={setActive} items={items} />;
  const shown = items.find((item) => item.key === active) ?? items[0];
  return (
    <>
      <Select
        aria-label={label}
        value={shown?.key}
        onChange={setActive}
        options={items.map((item) => ({ value: item.key, label: item.label }))}
        style={{ width: '100%', marginBottom: 16 }}
      />
      <section aria-label={shown?.label}>{shown?.children}</section>
    </>
  );
}

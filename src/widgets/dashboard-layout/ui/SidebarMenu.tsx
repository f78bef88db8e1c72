import { Menu, Tag, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { DASHBOARD_MENU } from '@/shared/config';
import { MenuIcon } from '@/shared/ui/menu-icon';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { activeMenuKey } from '../model/activeMenuKey';
import styles from './dashboard-layout.module.css';

interface SidebarMenuProps {
  id?: string;
  /** called after an entry is chosen (closes the phone drawer) */
  onNavigate?: () => void;
}

/** The sidebar entries, the current page highlighted. */
export function SidebarMenu({ id, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const active = activeMenuKey(pathname);
  const items: MenuProps['items'] = DASHBOARD_MENU.map((entry) => ({
    key: entry.key,
    icon: <MenuIcon name={entry.icon} />,
    label: entry.external ? (
      <a href={entry.to} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {entry.label}
        {entry.badge && (
          <Tag color="red" className={styles.badge}>
            {entry.badge}
          </Tag>
        )}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    ) : (
      <Link
        to={entry.to}
        onClick={onNavigate}
        aria-current={entry.key === active ? 'page' : undefined}
      >
        {entry.label}
      </Link>
    ),
  }));
  return (
    <nav id={id} aria-label="Dashboard menu" className={styles.nav}>
      {/* the current entry's light green comes from the app's theme (shared/ui/theme) */}
      <Menu mode="inline" selectedKeys={active ? [active] : []} items={items} />
    </nav>
  );
}

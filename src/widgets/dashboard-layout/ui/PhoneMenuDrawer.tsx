import { Drawer } from 'antd';
import { BrandLink } from './BrandLink';
import { SidebarMenu } from './SidebarMenu';
import styles from './dashboard-layout.module.css';

interface PhoneMenuDrawerProps {
  menuId: string;
  open: boolean;
  onClose: () => void;
}

/** The dashboard menu on a phone: a drawer over the page from the left, closed after a choice. */
export function PhoneMenuDrawer({ menuId, open, onClose }: PhoneMenuDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={264}
      title={<BrandLink />}
      className={styles.drawer}
    >
      <SidebarMenu id={menuId} onNavigate={onClose} />
    </Drawer>
  );
}

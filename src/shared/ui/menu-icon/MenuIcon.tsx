import ApiOutlined from '@ant-design/icons/ApiOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DesktopOutlined from '@ant-design/icons/DesktopOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import ReadOutlined from '@ant-design/icons/ReadOutlined';
import FieldTimeOutlined from '@ant-design/icons/FieldTimeOutlined';
import RiseOutlined from '@ant-design/icons/RiseOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import UsergroupAddOutlined from '@ant-design/icons/UsergroupAddOutlined';
import WalletOutlined from '@ant-design/icons/WalletOutlined';
import WifiOutlined from '@ant-design/icons/WifiOutlined';
import type { ComponentType } from 'react';
import type { DashboardIconName } from '../../config/dashboard-menu';

const ICONS: Record<DashboardIconName, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  dashboard: DashboardOutlined,
  wallet: WalletOutlined,
  bulk: UsergroupAddOutlined,
  mobile: MobileOutlined,
  wifi: WifiOutlined,
  global: GlobalOutlined,
  desktop: DesktopOutlined,
  thunderbolt: ThunderboltOutlined,
  read: ReadOutlined,
  safety: SafetyOutlined,
  swap: SwapOutlined,
  message: MessageOutlined,
  trophy: TrophyOutlined,
  printer: PrinterOutlined,
  upgrade: RiseOutlined,
  transactions: UnorderedListOutlined,
  schedules: FieldTimeOutlined,
  profile: UserOutlined,
  verify: SafetyOutlined,
  api: ApiOutlined,
};

/** The glyph of a dashboard entry (sidebar and quick links), hidden from screen readers. */
export function MenuIcon({ name }: { name: DashboardIconName }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden />;
}

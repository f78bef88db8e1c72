import type { ReactNode } from 'react';
import AlertOutlined from '@ant-design/icons/AlertOutlined';
import ApiOutlined from '@ant-design/icons/ApiOutlined';
import AuditOutlined from '@ant-design/icons/AuditOutlined';
import BellOutlined from '@ant-design/icons/BellOutlined';
import CheckSquareOutlined from '@ant-design/icons/CheckSquareOutlined';
import BranchesOutlined from '@ant-design/icons/BranchesOutlined';
import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import CloudServerOutlined from '@ant-design/icons/CloudServerOutlined';
import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Badge, Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import type { StaffRole } from '@contract/api/console';
import { roleAllows } from '@/entities/staff-member';
import { activeConsoleKey, CONSOLE_MENU, type ConsoleIconName } from '../model/menu';

const ICONS: Record<ConsoleIconName, ReactNode> = {
  overview: <DashboardOutlined aria-hidden />,
  customers: <UserOutlined aria-hidden />,
  transactions: <SwapOutlined aria-hidden />,
  attention: <AlertOutlined aria-hidden />,
  conflicts: <BranchesOutlined aria-hidden />,
  problemReports: <QuestionCircleOutlined aria-hidden />,
  reconciliation: <CalculatorOutlined aria-hidden />,
  providers: <CloudServerOutlined aria-hidden />,
  paymentProviders: <CreditCardOutlined aria-hidden />,
  airtimeToCash: <PhoneOutlined aria-hidden />,
  catalogue: <ShopOutlined aria-hidden />,
  notice: <NotificationOutlined aria-hidden />,
  messages: <MailOutlined aria-hidden />,
  audit: <AuditOutlined aria-hidden />,
  webhooks: <ApiOutlined aria-hidden />,
  staff: <TeamOutlined aria-hidden />,
  approvals: <CheckSquareOutlined aria-hidden />,
  kyc: <IdcardOutlined aria-hidden />,
  alerts: <BellOutlined aria-hidden />,
  security: <SafetyOutlined aria-hidden />,
};

/** How many items wait on a screen, shown beside its name (none when zero or unknown). */
export type ConsoleMenuCounts = Partial<Record<ConsoleIconName, number>>;

/** The screens this staff member may open; an owner-only screen is not offered to support. */
export function ConsoleMenu({
  id,
  role,
  counts = {},
  onNavigate,
}: {
  id: string;
  role: StaffRole;
  counts?: ConsoleMenuCounts;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const active = activeConsoleKey(pathname);
  return (
    <nav aria-label="Console" id={id}>
      <Menu
        mode="inline"
        selectedKeys={active ? [active] : []}
        items={CONSOLE_MENU.filter((entry) => roleAllows(role, entry.roles)).map((entry) => ({
          key: entry.key,
          icon: ICONS[entry.key],
          label: (
            <Link to={entry.path} onClick={onNavigate}>
              {entry.label}
              {counts[entry.key] ? (
                <Badge
                  count={counts[entry.key]}
                  size="small"
                  style={{ marginInlineStart: 8 }}
                  title={`${counts[entry.key]} waiting`}
                />
              ) : null}
            </Link>
          ),
        }))}
      />
    </nav>
  );
}

import {
  ApartmentOutlined,
  BankOutlined,
  IdcardOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  FolderOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType> = {
  company: BankOutlined,
  department: ApartmentOutlined,
  position: IdcardOutlined,
  role: SafetyCertificateOutlined,
  group: TeamOutlined,
  user: UserOutlined,
  system: SettingOutlined,
};

/** The icon of a node by its type (group types and role scopes, which have no type of their own, a folder). */
export function NodeIcon({ type }: { type: string }) {
  const Icon = ICONS[type] ?? FolderOutlined;
  return (
    <span aria-hidden style={{ color: '#1677ff', marginRight: 6 }}>
      <Icon />
    </span>
  );
}

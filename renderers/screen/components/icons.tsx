import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
  SettingOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons a schema may name (`"icon": "plus"`); the meta-schema lists the same names. */
export const screenIcons: Record<string, ReactNode> = {
  plus: <PlusOutlined />,
  reload: <ReloadOutlined />,
  download: <DownloadOutlined />,
  upload: <UploadOutlined />,
  delete: <DeleteOutlined />,
  edit: <EditOutlined />,
  search: <SearchOutlined />,
  setting: <SettingOutlined />,
};

export const screenIconNames = Object.keys(screenIcons);

import { Empty, Spin, Tabs, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import { getAuthorize } from '../../api/currentUser';
import type { AuthorizeNode, UserAuthorize } from '../../../contract';
import { useRemote } from '../../hooks/useRemote';

const KINDS = ['module', 'button', 'column', 'form', 'resource'] as const satisfies readonly (keyof UserAuthorize)[];

function toTree(nodes: readonly AuthorizeNode[] | null | undefined): DataNode[] {
  return (nodes ?? []).map((n) => ({ key: n.id, title: n.fullName, children: toTree(n.children) }));
}

/** What I am granted, per permission type (menu, button, list, form, data). */
export default function AuthorizeTab() {
  const { t } = useTranslation();
  const remote = useRemote(() => getAuthorize({ silent: true }), []);
  if (remote.loading) return <Spin />;
  if (!remote.data) return <Empty description={t('common.unavailable')} />;
  const data = remote.data;
  return (
    <Tabs
      tabPosition="left"
      items={KINDS.map((kind) => ({
        key: kind,
        label: t(`profile.authorize.${kind}`),
        children: data[kind]?.length ? (
          <Tree treeData={toTree(data[kind])} defaultExpandAll selectable={false} />
        ) : (
          <Empty />
        ),
      }))}
    />
  );
}

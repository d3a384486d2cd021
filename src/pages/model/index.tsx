import { useCallback } from 'react';
import { Card, Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { ModelListPage } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { useAuth } from '../../permission';
import type { RouteHandle } from '../../router/routeHandle';
import PublishButton from '../formShortLink/PublishButton';

/**
 * The host of a type-3 menu (form model): the menu's propertyJson.moduleId is the model, the menu id its
 * permission entry. The engine gets the permission check as a callback, so it never reads the session.
 */
export default function ModelPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const menu = handle?.menu;
  const modelId = menu?.relationId ?? '';
  const menuId = menu?.id;
  const auth = useAuth({ modelId: menuId });
  const { hasButton, hasForm } = auth;
  const hasPermission = useCallback((code: string) => hasButton(code), [hasButton]);
  const hasFormPermission = useCallback((code: string) => hasForm(code), [hasForm]);
  if (!modelId) {
    return (
      <Card data-testid="model-not-configured">
        <Result status="info" title={handle?.title || menu?.title} subTitle="该菜单未关联表单" />
      </Card>
    );
  }
  return (
    <ModelListPage
      key={modelId}
      modelId={modelId}
      menuId={menuId}
      hasPermission={hasPermission}
      hasFormPermission={hasFormPermission}
      registry={defaultRegistry}
      toolbarExtra={<PublishButton modelId={modelId} />}
    />
  );
}

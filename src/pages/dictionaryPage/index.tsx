import { useMemo } from 'react';
import { Card, Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { SchemaScreenPage } from '../../engine/SchemaScreenPage';
import type { RouteHandle } from '../../router/routeHandle';
import { DICTIONARY_PAGE_SCREEN, dictionaryPageParams } from './params';

/**
 * The host of a type-4 menu (dictionary page): the menu's propertyJson.moduleId is the category, isTree whether its
 * items are a tree; the menu id is the permission entry of the buttons (and what the server checks).
 */
export default function DictionaryPage() {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const menu = handle?.menu;
  const relationId = menu?.relationId;
  const isTree = menu?.isTree;
  const params = useMemo(() => dictionaryPageParams({ relationId, isTree }), [relationId, isTree]);
  if (!params.typeId) {
    return (
      <Card data-testid="dictionary-not-configured">
        <Result status="info" title={handle?.title || menu?.title} subTitle="该菜单未关联数据字典" />
      </Card>
    );
  }
  return <SchemaScreenPage key={params.typeId} id={DICTIONARY_PAGE_SCREEN} extraParams={params} />;
}

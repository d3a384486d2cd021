import { useMemo, useRef, type KeyboardEvent } from 'react';
import { Button } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { toJS } from '@formily/reactive';
import type { WidgetRegistry } from '../../engine-core/registry';
import { FormRenderer, type FormRendererHandle } from '../FormRenderer';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { modelMessages } from './messages';
import { searchModel, toSearchQuery, type SearchQuery } from './searchFields';
import type { ModelSearchField } from './types';
import styles from './model.module.css';

export interface ModelSearchBarProps {
  fields: readonly ModelSearchField[];
  withKeyword: boolean;
  registry?: WidgetRegistry;
  onSearch(query: SearchQuery): void;
}

/**
 * The search form of a model list: searchList fields in their registry widgets (ranges for range searches),
 * four to a row, with 查询 and 重置. Enter in a field searches.
 */
export function ModelSearchBar({ fields, withKeyword, registry, onSearch }: ModelSearchBarProps) {
  const lang = useEngineLanguage();
  const formRef = useRef<FormRendererHandle>(null);
  const model = useMemo(
    () =>
      searchModel(fields, withKeyword, {
        keyword: formatMessage(modelMessages.keyword),
        keywordPlaceholder: formatMessage(modelMessages.keywordPlaceholder),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [fields, withKeyword, lang],
  );

  const search = () => {
    const values = toJS(formRef.current?.form.values ?? {}) as Record<string, unknown>;
    onSearch(toSearchQuery(values, fields));
  };
  const reset = () => {
    formRef.current?.form.reset('*', { forceClear: true });
    onSearch({});
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      search();
    }
  };

  return (
    <div className={styles.search} data-model-search onKeyDown={onKeyDown}>
      <FormRenderer ref={formRef} formData={model} registry={registry} />
      <div className={styles.searchButtons}>
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {formatMessage(modelMessages.search)}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={reset}>
          {formatMessage(modelMessages.reset)}
        </Button>
      </div>
    </div>
  );
}

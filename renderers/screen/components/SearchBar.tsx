import { useMemo, type KeyboardEvent } from 'react';
import { Button, Space } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { createForm } from '@formily/core';
import { FormProvider, useFieldSchema } from '@formily/react';
import { toJS } from '@formily/reactive';
import { FormLayout } from '@formily/antd-v5';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { screenMessages } from '../messages';
import { useScreenRuntime, useScreenSchemaField } from '../runtime';
import styles from '../screen.module.css';
import { remoteOptionsEffect } from './useDialogForm';

export interface SearchBarProps {
  /** where the submitted values go in `$state` */
  stateKey?: string;
  labelWidth?: number;
}

/**
 * Search fields (the node's properties, ordinary form fields) with search and reset. Enter in any field
 * searches; the values land in `$state[stateKey]`, which the table's query reads.
 */
export function SearchBar({ stateKey = 'query', labelWidth }: SearchBarProps) {
  useEngineLanguage();
  const runtime = useScreenRuntime();
  const SchemaField = useScreenSchemaField();
  const schema = useFieldSchema();
  // one form per mounted bar; a bar built anew (a language switch) shows the search that is in force
  const form = useMemo(
    () => {
      const current = runtime.state[stateKey];
      const values = current && typeof current === 'object' ? toJS(current as Record<string, unknown>) : {};
      return createForm({ values, effects: remoteOptionsEffect(runtime) });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once when the bar mounts
    [],
  );
  const fields = useMemo(() => ({ type: 'object', properties: schema.toJSON().properties }), [schema]);

  const search = () => {
    runtime.state[stateKey] = toJS(form.values);
  };
  const reset = async () => {
    await form.reset('*', { forceClear: true });
    search();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      search();
    }
  };

  return (
    <div className={styles.searchBar} data-screen-component="SearchBar" onKeyDown={onKeyDown}>
      <FormProvider form={form}>
        <FormLayout layout="inline" labelWidth={labelWidth}>
          <div className={styles.searchFields}>
            <SchemaField schema={fields} scope={runtime.scope()} />
          </div>
        </FormLayout>
      </FormProvider>
      <Space className={styles.searchButtons}>
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {formatMessage(screenMessages.search)}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void reset()}>
          {formatMessage(screenMessages.reset)}
        </Button>
      </Space>
    </div>
  );
}

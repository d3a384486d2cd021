import { useMemo, useState } from 'react';
import { Empty, Input, Modal } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import type { ModelFlow } from '../../../contract';
import { formatMessage } from '../../../engine-core/i18n';
import { importMessages } from './messages';
import styles from './importWizard.module.css';

/** The platform's flow chooser width. */
export const FLOW_CHOOSER_WIDTH = 400;

interface Props {
  flows: ModelFlow[];
  onChoose(flow: ModelFlow): void;
  onCancel(): void;
}

/**
 * 选择流程: the model's flows by name, filtered by a keyword (name or code); clicking one chooses it. Shown by
 * the import wizard when the model has several flows.
 */
export function FlowChooser({ flows, onChoose, onCancel }: Props) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const wanted = keyword.trim().toLowerCase();
    if (!wanted) return flows;
    return flows.filter((f) => f.fullName.toLowerCase().includes(wanted) || f.enCode.toLowerCase().includes(wanted));
  }, [flows, keyword]);

  return (
    <Modal
      open
      title={formatMessage(importMessages.chooseFlow)}
      width={FLOW_CHOOSER_WIDTH}
      footer={null}
      maskClosable={false}
      onCancel={onCancel}
      className={styles.flowChooser}
    >
      <div data-flow-chooser>
        <Input.Search
          allowClear
          placeholder={formatMessage(importMessages.flowKeyword)}
          aria-label={formatMessage(importMessages.flowKeyword)}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={setKeyword}
        />
        {shown.length ? (
          <ul className={styles.flowList} role="listbox" aria-label={formatMessage(importMessages.chooseFlow)}>
            {shown.map((flow) => (
              <li key={flow.id}>
                <button
                  type="button"
                  role="option"
                  aria-selected={false}
                  className={styles.flowItem}
                  data-flow-id={flow.id}
                  onClick={() => onChoose(flow)}
                >
                  <ApartmentOutlined className={styles.flowIcon} aria-hidden />
                  <span>{flow.fullName}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(importMessages.noFlowMatch)} />
        )}
      </div>
    </Modal>
  );
}

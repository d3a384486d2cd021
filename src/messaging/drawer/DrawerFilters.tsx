import { Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TypeOption } from './messageTypes';
import styles from './drawer.module.css';

export interface DrawerFilterValue {
  keyword: string;
  type: '' | number;
  unreadOnly: boolean;
}

/** Keyword (applied on Enter or the search button), source type (全部 + msgSourceType) and "unread only". */
export function DrawerFilters({
  value,
  types,
  onChange,
}: {
  value: DrawerFilterValue;
  types: TypeOption[];
  onChange: (value: DrawerFilterValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <Input.Search
        allowClear
        placeholder={t('msgCenter.keyword')}
        aria-label={t('msgCenter.keyword')}
        defaultValue={value.keyword}
        onSearch={(keyword) => onChange({ ...value, keyword: keyword.trim() })}
        data-testid="message-keyword"
      />
      <div className={styles.filterLine}>
        <Select<'' | number>
          style={{ flex: 1, minWidth: 0 }}
          value={value.type}
          aria-label={t('msgCenter.typeLabel')}
          options={[{ value: '', label: t('msgCenter.allTypes') }, ...types]}
          onChange={(type) => onChange({ ...value, type })}
          data-testid="message-type-filter"
        />
        <label className={styles.switchLabel}>
          <Switch
            size="small"
            checked={value.unreadOnly}
            onChange={(unreadOnly) => onChange({ ...value, unreadOnly })}
            data-testid="message-unread-only"
          />
          {t('msgCenter.unreadOnly')}
        </label>
      </div>
    </div>
  );
}

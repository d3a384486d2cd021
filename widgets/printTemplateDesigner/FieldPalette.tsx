import { useMemo, useState } from 'react';
import { Empty, Input, Tag } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import type { PrintField } from './elementHtml';
import { designerMessages as m } from './messages';
import type { FieldGroup } from './usePrintFields';
import styles from './designer.module.css';

export interface FieldPaletteProps {
  groups: FieldGroup[];
  disabled?: boolean;
  onPick(field: PrintField): void;
}

/** The fields of the model, grouped (main, each child table, system) with a keyword filter; a click inserts. */
export function FieldPalette({ groups, disabled, onPick }: FieldPaletteProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => {
    const word = keyword.trim().toLowerCase();
    if (!word) return groups;
    const hit = (f: PrintField) => f.fullName.toLowerCase().includes(word) || f.id.toLowerCase().includes(word);
    return groups.map((g) => ({ ...g, fields: g.fields.filter(hit) })).filter((g) => g.fields.length > 0);
  }, [groups, keyword]);

  return (
    <div className={styles.palette} data-print-palette>
      <Input.Search
        size="small"
        allowClear
        placeholder={formatMessage(m.filter)}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(m.noFields)} />
      ) : (
        shown.map((group) => (
          <div key={group.key} className={styles.group} data-print-group={group.key}>
            <div className={styles.groupTitle}>{group.title}</div>
            <div className={styles.fields}>
              {group.fields.map((field) => (
                <Tag
                  key={field.id}
                  className={styles.field}
                  data-print-palette-field={field.id}
                  title={`{${field.id}}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => !disabled && onPick(field)}
                >
                  {field.fullName}
                </Tag>
              ))}
            </div>
          </div>
        ))
      )}
    </div>
  );
}

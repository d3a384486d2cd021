import { useState } from 'react';
import { Checkbox, Switch } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { moveItem, setVisible, type ColumnPref } from './columnPrefs';
import styles from './columnSettings.module.css';

export interface ColumnRowsProps {
  prefs: ColumnPref[];
  onChange(next: ColumnPref[]): void;
  /** checkboxes (the drawer) or switches (the saving-at-once variant) */
  control: 'checkbox' | 'switch';
}

/**
 * The columns as rows to reorder by drag and drop (HTML5, no extra dependency) and to show or hide. The last
 * visible column cannot be hidden: a table of only the index and the actions tells nothing.
 */
export function ColumnRows({ prefs, onChange, control }: ColumnRowsProps) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const visibleCount = prefs.filter((p) => p.visible).length;
  const end = () => {
    setDragging(null);
    setOver(null);
  };
  return (
    <div className={styles.list} data-column-settings-list="">
      {prefs.map((pref, index) => {
        const locked = pref.visible && visibleCount === 1;
        const toggle = (visible: boolean) => onChange(setVisible(prefs, pref.prop, visible));
        const classes = [styles.row, dragging === index && styles.dragging, over === index && styles.over];
        return (
          <div
            key={pref.prop}
            className={classes.filter(Boolean).join(' ')}
            data-column-prop={pref.prop}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', pref.prop); // Firefox starts no drag without data
              setDragging(index);
            }}
            onDragOver={(e) => {
              if (dragging === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              if (over !== index) setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) onChange(moveItem(prefs, dragging, index));
              end();
            }}
            onDragEnd={end}
          >
            <HolderOutlined className={styles.handle} />
            {control === 'switch' ? (
              <>
                <span className={styles.label}>{pref.label}</span>
                <Switch
                  size="small"
                  checked={pref.visible}
                  disabled={locked}
                  onChange={toggle}
                  aria-label={pref.label}
                />
              </>
            ) : (
              <Checkbox
                className={styles.label}
                checked={pref.visible}
                disabled={locked}
                onChange={(e) => toggle(e.target.checked)}
              >
                {pref.label}
              </Checkbox>
            )}
          </div>
        );
      })}
    </div>
  );
}

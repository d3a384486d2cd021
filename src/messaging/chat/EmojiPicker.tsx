import { useState } from 'react';
import { Button, Popover, Tooltip } from 'antd';
import { SmileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EMOJI } from './emojiList';
import styles from './chat.module.css';

/** The smiley button and its grid; a pick is handed to `onPick` (the composer inserts it at the caret). */
export default function EmojiPicker({ onPick }: { onPick(emoji: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const grid = (
    <div className={styles.emojiGrid} role="listbox" aria-label={t('chat.emoji')}>
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          role="option"
          aria-selected={false}
          className={styles.emoji}
          onClick={() => {
            onPick(emoji);
            setOpen(false);
          }}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="topLeft">
      <Tooltip title={t('chat.emoji')}>
        <Button type="text" icon={<SmileOutlined />} aria-label={t('chat.emoji')} data-testid="chat-emoji" />
      </Tooltip>
    </Popover>
  );
}

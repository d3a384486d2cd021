import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';
import EmojiPicker from './EmojiPicker';
import ImageButton from './ImageButton';
import { sendChat, TEXT_MAX } from './chatSend';
import styles from './chat.module.css';

/**
 * The text box and its tools. Enter sends, Shift+Enter breaks the line (and Enter confirming an input
 * method's candidate does nothing); blank text is never sent. When no socket is open the text stays in the
 * box and a notice says so, so nothing typed is lost.
 */
export default function Composer({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [offline, setOffline] = useState(false);
  const box = useRef<TextAreaRef>(null);

  const send = () => {
    if (text.trim() === '') return;
    if (!sendChat(partnerId, 'text', text)) return setOffline(true);
    setOffline(false);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  const insert = (emoji: string) => {
    const area = box.current?.resizableTextArea?.textArea;
    const at = area ? area.selectionStart : text.length;
    const end = area ? area.selectionEnd : text.length;
    const next = (text.slice(0, at) + emoji + text.slice(end)).slice(0, TEXT_MAX);
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + emoji.length, at + emoji.length);
    });
  };

  return (
    <div className={styles.composer}>
      {offline && <Alert type="error" showIcon banner message={t('chat.notConnected')} data-testid="chat-offline" />}
      <div className={styles.tools}>
        <EmojiPicker onPick={insert} />
        <ImageButton partnerId={partnerId} onNotConnected={() => setOffline(true)} onSent={() => setOffline(false)} />
      </div>
      <Input.TextArea
        ref={box}
        value={text}
        maxLength={TEXT_MAX}
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        data-testid="chat-input"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        variant="borderless"
      />
      <div className={styles.sendRow}>
        <Button type="primary" size="small" onClick={send} disabled={text.trim() === ''} data-testid="chat-send">
          {t('chat.send')}
        </Button>
      </div>
    </div>
  );
}

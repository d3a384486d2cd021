import { useRef, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadChatImage } from '../../api/message/chat';
import { IMAGE_MAX_BYTES, imageSize, sendChat } from './chatSend';

interface Props {
  partnerId: string;
  /** the socket was closed: the composer shows it */
  onNotConnected(): void;
  onSent(): void;
}

/** Picks one image (5 MB at most), uploads it as type IM and sends it as an image message. */
export default function ImageButton({ partnerId, onNotConnected, onSent }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    if (!file.type.startsWith('image/')) return void message.error(t('chat.imagesOnly'));
    if (file.size > IMAGE_MAX_BYTES) return void message.error(t('chat.imageTooLarge'));
    setBusy(true);
    try {
      const [stored, size] = await Promise.all([uploadChatImage(file), imageSize(file)]);
      if (sendChat(partnerId, 'image', { name: stored.name, ...size })) onSent();
      else onNotConnected();
    } catch {
      // the request layer already showed the server's refusal
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title={t('chat.sendImage')}>
        <Button
          type="text"
          icon={<PictureOutlined />}
          loading={busy}
          aria-label={t('chat.sendImage')}
          data-testid="chat-image-button"
          onClick={() => input.current?.click()}
        />
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = ''; // the same file may be chosen again
          if (file) void send(file);
        }}
      />
    </>
  );
}

import { useRef, useState } from 'react';
import { App, Avatar } from 'antd';
import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { setAvatar } from '../../api/currentUser';
import { uploadFile } from '../../api/file';
import { fileHref } from '../../engine/uploadSources';
import { session } from '../../store/session';
import { AvatarCropDialog } from './AvatarCropDialog';

/** The storage type of avatars (POST /api/file/Uploader/userAvatar). */
const AVATAR_TYPE = 'userAvatar';

/**
 * The profile's avatar: a click chooses a picture, the crop dialog squares it, the square is uploaded as a
 * userAvatar image and set as the user's avatar; the session's headIcon follows, so the navbar shows it at once.
 */
export function AvatarUpload() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { userInfo } = useSnapshot(session);
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);

  const onCropped = async (blob: Blob) => {
    const file = new File([blob], 'avatar.png', { type: 'image/png' });
    const stored = await uploadFile(AVATAR_TYPE, file);
    await setAvatar(stored.name);
    if (session.userInfo) session.userInfo.headIcon = stored.url;
    setChosen(null);
    void message.success(t('profile.avatar.changed'));
  };

  const headIcon = userInfo?.headIcon ? fileHref(userInfo.headIcon) : undefined;
  return (
    <>
      <button
        type="button"
        title={t('profile.avatar.change')}
        aria-label={t('profile.avatar.change')}
        data-testid="profile-avatar"
        onClick={() => input.current?.click()}
        style={{
          position: 'relative',
          padding: 0,
          border: 0,
          background: 'none',
          cursor: 'pointer',
          borderRadius: '50%',
        }}
      >
        <Avatar size={56} src={headIcon} icon={<UserOutlined />} />
        <CameraOutlined
          style={{
            position: 'absolute',
            right: -2,
            bottom: -2,
            padding: 3,
            fontSize: 12,
            color: '#fff',
            borderRadius: '50%',
            background: 'rgba(0,0,0,.55)',
          }}
        />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="profile-avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          if (!file.type.startsWith('image/')) void message.error(t('profile.avatar.imageOnly'));
          else setChosen(file);
        }}
      />
      <AvatarCropDialog file={chosen} onCancel={() => setChosen(null)} onCropped={onCropped} />
    </>
  );
}

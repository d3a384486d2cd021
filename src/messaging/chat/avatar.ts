import { fileHref } from '../../engine/uploadSources';

/** A user's head icon as an <img> source; undefined shows antd's default person icon. */
export function avatarSrc(headIcon: string | undefined): string | undefined {
  return headIcon ? fileHref(headIcon) : undefined;
}

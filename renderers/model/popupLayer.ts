import type { FormConf, PopupType } from '../formModel/types';

/**
 * How a model's form opens (formConf.popupType): 'general' an antd Modal of generalWidth, 'fullScreen' a layer
 * over the whole window with the form centred at fullScreenWidth, 'drawer' a Drawer of drawerWidth.
 */
export interface PopupLayer {
  type: PopupType;
  /** CSS width: of the dialog, of the drawer, or of the form inside the full-screen layer */
  width: string;
}

type PopupConf = Pick<FormConf, 'popupType' | 'generalWidth' | 'fullScreenWidth' | 'drawerWidth'>;

const WIDTH_KEY: Record<PopupType, keyof PopupConf> = {
  general: 'generalWidth',
  fullScreen: 'fullScreenWidth',
  drawer: 'drawerWidth',
};

/** The layer of a form; `override` opens it another way (the preview page's toggles). */
export function popupLayerOf(formConf: PopupConf, override?: PopupType): PopupLayer {
  const type = override ?? formConf.popupType;
  return { type, width: String(formConf[WIDTH_KEY[type]]) };
}

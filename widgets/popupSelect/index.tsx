import { popupEntry } from '../shared/popup/entry';
import { JnpfPopupSelect } from './JnpfPopupSelect';

/** `popupSelect` (弹窗选择): rows of a data interface picked in a dialog or drawer (widgets/shared/popup). */
export default popupEntry('popupSelect', JnpfPopupSelect);

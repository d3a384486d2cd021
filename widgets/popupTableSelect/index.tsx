import { popupEntry } from '../shared/popup/entry';
import { JnpfPopupTableSelect } from './JnpfPopupTableSelect';

/** `popupTableSelect` (下拉表格): rows of a data interface picked in a popover table (widgets/shared/popup). */
export default popupEntry('popupTableSelect', JnpfPopupTableSelect);

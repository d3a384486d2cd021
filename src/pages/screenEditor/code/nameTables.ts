import { namedProperties } from '../../../../contract/screens/completionKeys';
import { screenActionNames, screenIconNames } from '../../../../contract/screens/names';
import { screenComponentNames } from '../../../../renderers';
import { defaultRegistry } from '../../../../widgets';
import { apiNames } from '../../../engine/apiTable';
import { screenIds } from '../../../engine/screenCatalog';
import { nameCompletionSource, type NameTable } from './completion';

/**
 * The names the editor completes, from the tables the validator checks against (never a list kept here): the
 * engine's components over the widget registry, the API table, the action handlers, the icons and the screen ids.
 */
export function screenNameTable(): NameTable {
  return {
    componentName: screenComponentNames(defaultRegistry),
    apiName: apiNames,
    actionName: [...screenActionNames],
    iconName: [...screenIconNames],
    dialogId: screenIds,
  };
}

const DETAIL: Record<string, string> = {
  componentName: '组件',
  apiName: '接口',
  actionName: '动作',
  iconName: '图标',
  dialogId: '弹窗',
  widgetKey: '控件',
};

export const screenCompletion = () => nameCompletionSource(namedProperties(), screenNameTable(), DETAIL);

/** A form model's widgets are named by `__config__.jnpfKey`: the keys of the widget registry. */
export const modelCompletion = () =>
  nameCompletionSource(new Map([['jnpfKey', 'widgetKey']]), { widgetKey: defaultRegistry.keys().sort() }, DETAIL);

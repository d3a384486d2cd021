import {
  Cascader,
  Checkbox,
  DatePicker,
  FormGrid,
  FormLayout,
  Input,
  NumberPicker,
  Password,
  Radio,
  Select,
  Space,
  Switch,
  TimePicker,
  TreeSelect,
} from '@formily/antd-v5';
import { EditableTable } from './fields/EditableTable';
import { FilePicker } from './fields/FilePicker';
import { LazyTreeSelect } from './fields/LazyTreeSelect';
import { LabelledFormItem } from './fields/LabelledFormItem';
import { PermissionTree } from './fields/PermissionTree';

/**
 * The @formily/antd-v5 components screens may use for their own forms (search fields, dialog fields), next to the
 * jnpfKey widgets of the registry. Sub-components are addressed with a dot (`Input.TextArea`).
 */
export const formComponents = {
  // the label names its control (Formily's own label is tied to nothing)
  FormItem: LabelledFormItem,
  FormLayout,
  FormGrid,
  Space,
  Input,
  Password,
  NumberPicker,
  Select,
  TreeSelect,
  Cascader,
  Radio,
  Checkbox,
  Switch,
  DatePicker,
  TimePicker,
  // the screens' own fields (renderers/screen/fields/)
  FilePicker,
  EditableTable,
  LazyTreeSelect,
  PermissionTree,
};

export const formComponentNames: string[] = [
  ...Object.keys(formComponents),
  'Input.TextArea',
  'Radio.Group',
  'Checkbox.Group',
  'DatePicker.RangePicker',
  'TimePicker.RangePicker',
  'FormGrid.GridColumn',
];

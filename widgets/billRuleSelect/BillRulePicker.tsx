import { useCallback } from 'react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useScreenDialogs } from '../../engine-core/screenDialogs';
import { useEngineServices, type EngineServices } from '../../engine-core/services';
import { CategoryTablePicker } from '../shared/categoryTable/CategoryTablePicker';
import type { PickerRow } from '../shared/categoryTable/RowsTable';
import type { CategoryRowsQuery } from '../shared/categoryTable/useCategoryRows';
import { billRuleSelectMessages as m } from './messages';

/** What picking a template gives: the rule's code and name, as the billRule widget's `rule` and `ruleName`. */
export interface BillRulePick {
  rule: string;
  ruleName: string;
}

/** Where the picker's data comes from; the defaults are the platform's. */
export interface BillRuleSources {
  /** the API (by name, EngineServices.api) listing rules with keyword, categoryId, currentPage, pageSize */
  api?: string;
  /** the dictionary whose items are the categories */
  categoryDictionary?: string;
  /** the dialog file 新建 opens; none hides the button */
  createDialog?: string | false;
}

export interface BillRulePickerProps extends BillRuleSources {
  open: boolean;
  /** the rule code picked before */
  value?: string;
  onConfirm(pick: BillRulePick): void;
  onCancel(): void;
}

/** An API answer as the app's table gives it: bare data, or the `{code, msg, data}` envelope of writes. */
function dataOf(answer: unknown): unknown {
  const envelope = answer as { code?: unknown; data?: unknown } | null;
  return envelope && typeof envelope.code === 'number' && 'data' in envelope ? envelope.data : answer;
}

async function listRules(services: EngineServices, api: string, query: CategoryRowsQuery) {
  const call = services.api[api];
  if (!call) throw new Error(`billRuleSelect: unknown API "${api}"`);
  const data = dataOf(await call({ ...query })) as { list?: PickerRow[]; pagination?: { total?: number } } | null;
  const list = Array.isArray(data?.list) ? data.list : [];
  return { list, total: data?.pagination?.total ?? list.length };
}

/**
 * The business-number template picker (1000px): business categories on the left, a keyword, the enabled rules
 * with 业务名称 / 业务编码 / 流水起始, and 新建 opening the rule dialog (when a screen is there to host it).
 */
export function BillRulePicker(props: BillRulePickerProps) {
  useEngineLanguage();
  const {
    api = 'billRule.selector',
    categoryDictionary = 'businessType',
    createDialog = 'system/bill-rule.dialog',
  } = props;
  const services = useEngineServices();
  const dialogs = useScreenDialogs();
  const load = useCallback((query: CategoryRowsQuery) => listRules(services, api, query), [services, api]);
  const categories = useCallback(() => services.dictionaryOptions(categoryDictionary), [services, categoryDictionary]);
  const add = dialogs && createDialog ? () => dialogs.open(createDialog, {}) : undefined;
  return (
    <CategoryTablePicker
      open={props.open}
      title={formatMessage(m.title)}
      width={1000}
      categoryTitle={formatMessage(m.category)}
      categories={categories}
      load={load}
      columns={[
        { title: formatMessage(m.fullName), dataIndex: 'fullName' },
        { title: formatMessage(m.enCode), dataIndex: 'enCode' },
        { title: formatMessage(m.startNumber), dataIndex: 'startNumber', width: 140 },
      ]}
      rowKey="enCode"
      nameKey="fullName"
      value={props.value}
      onAdd={add}
      onCancel={props.onCancel}
      onConfirm={(row) => props.onConfirm({ rule: String(row.enCode ?? ''), ruleName: String(row.fullName ?? '') })}
    />
  );
}

import { useState } from 'react';
import { Input } from 'antd';
import { connect, mapProps, mapReadPretty, useField } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';
import { BillRulePicker, type BillRulePick, type BillRuleSources } from './BillRulePicker';
import { billRuleSelectMessages as m } from './messages';

export interface BillRuleSelectProps extends BillRuleSources {
  /** `{ rule, ruleName }`; a bare rule code is read too */
  value?: BillRulePick | string | null;
  onChange?: (value: BillRulePick | null) => void;
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
}

const ruleOf = (value: BillRuleSelectProps['value']) => (typeof value === 'string' ? value : (value?.rule ?? ''));
const nameOf = (value: BillRuleSelectProps['value']) =>
  typeof value === 'string' ? value : value?.ruleName || value?.rule || '';

/**
 * `billRuleSelect` (单据模板, a platform-dialect widget, not a designer jnpfKey): the billRule widget's
 * designer setting. Shows the chosen rule's name; a click, Enter or Space opens the template picker, whose
 * confirm stores `{ rule: enCode, ruleName: fullName }`. A disabled field never opens it.
 */
function BillRuleSelect(props: BillRuleSelectProps) {
  useEngineLanguage();
  const { value, onChange, disabled, clearable = true } = props;
  const [open, setOpen] = useState(false);
  // named after its field for screen readers (the FormItem's label is not tied to the input)
  const label = (useField() as { title?: unknown } | undefined)?.title;
  const show = () => !disabled && setOpen(true);
  return (
    <>
      <Input
        className="jnpf-bill-rule-select"
        readOnly
        value={nameOf(value)}
        disabled={disabled}
        placeholder={props.placeholder || formatMessage(m.placeholder)}
        aria-haspopup="dialog"
        aria-label={typeof label === 'string' && label ? label : formatMessage(m.title)}
        allowClear={clearable && !disabled}
        style={{ cursor: disabled ? undefined : 'pointer' }}
        onClick={show}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'ArrowDown') return;
          e.preventDefault();
          show();
        }}
        onChange={(e) => !e.target.value && onChange?.(null)}
      />
      <BillRulePicker
        open={open}
        value={ruleOf(value) || undefined}
        api={props.api}
        categoryDictionary={props.categoryDictionary}
        createDialog={props.createDialog}
        onCancel={() => setOpen(false)}
        onConfirm={(pick) => {
          onChange?.(pick);
          setOpen(false);
        }}
      />
    </>
  );
}

function BillRuleSelectPreview({ value }: { value?: BillRuleSelectProps['value'] }) {
  return <PreviewText value={nameOf(value)} />;
}

const entry: WidgetEntry = {
  key: 'billRuleSelect',
  component: connect(
    BillRuleSelect,
    // the field's disabled state wins over a `disabled: false` in the props
    mapProps((props: { disabled?: boolean }, field) => ({
      disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    })),
    mapReadPretty(BillRuleSelectPreview),
  ),
  readPretty: BillRuleSelectPreview,
  defaultValue: null,
  emptyValue: null,
  allowedInTable: false,
  lazy: false,
  valueType: 'object',
  category: 'select',
  sample: { value: { rule: 'HY', ruleName: '会议编号' }, display: '会议编号' },
};

export default entry;

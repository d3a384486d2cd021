import { useFieldSchema } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { pendingWidgets, type PendingWidget } from './catalogue';
import { unavailableMessages } from './messages';
import { Notice } from './Notice';
import { valueSummary } from './valueSummary';

/**
 * Registry entries for the widgets later issues build (pickers, child table, uploads, signature, location):
 * models that use them still map and render, the field says plainly it is not open yet, and whatever value
 * the record holds stays untouched (the component never calls onChange) and is submitted as it was.
 */
export function pendingEntry(widget: PendingWidget): WidgetEntry {
  function PendingWidgetNotice({ value }: { value?: unknown }) {
    useEngineLanguage();
    const text = formatMessage(unavailableMessages.notOpen, { name: formatMessage(widget.name), key: widget.key });
    return <Notice text={text} value={value} tone="pending" />;
  }
  PendingWidgetNotice.displayName = `Unavailable(${widget.key})`;
  return {
    key: widget.key,
    component: PendingWidgetNotice,
    readPretty: PendingWidgetNotice,
    defaultValue: widget.defaultValue,
    emptyValue: widget.emptyValue,
    allowedInTable: widget.allowedInTable,
    lazy: false,
    valueType: widget.valueType,
    category: widget.category,
    unavailable: true,
    sample: { value: widget.sampleValue, display: valueSummary(widget.sampleValue) },
  };
}

const entries: WidgetEntry[] = pendingWidgets.map(pendingEntry);

export default entries;

export interface UnknownWidgetProps {
  /** the jnpfKey the registry lacks; defaults to the schema's x-data.jnpfKey */
  jnpfKey?: string;
  value?: unknown;
}

/**
 * Stand-in for a jnpfKey the registry does not know (not an entry: the adapter renders it in place of the
 * missing component, with data-unavailable="true" on the form item), so a model never shows a blank gap.
 */
export function UnknownWidget({ jnpfKey, value }: UnknownWidgetProps) {
  useEngineLanguage();
  const schema = useFieldSchema();
  const key =
    jnpfKey ?? (schema?.['x-data'] as { jnpfKey?: string } | undefined)?.jnpfKey ?? String(schema?.name ?? '');
  return <Notice text={formatMessage(unavailableMessages.unknown, { key })} value={value} tone="unknown" />;
}

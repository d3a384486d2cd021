import type { WidgetRegistry } from '../../engine-core/registry';
import type { FieldInfo } from '../formModel/types';
import { FormErrorBoundary } from './FormErrorBoundary';
import type { ModelRow } from './types';

export interface ModelCellProps {
  prop: string;
  row: ModelRow;
  /** the model's field of this column (undefined for a column naming no field) */
  field?: FieldInfo;
  registry: WidgetRegistry;
  /** the option label, for option columns (looked up per page) */
  label?: string;
}

function plainText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * One list cell: the display value, as the detail view shows it. Option columns show their label; other
 * fields render their widget's read-only twin (formatted dates and numbers, masks, switch texts…).
 */
export function ModelCell({ prop, row, field, registry, label }: ModelCellProps) {
  const value = row[prop];
  if (label !== undefined) return <span className="jnpf-model-cell">{label}</span>;
  const entry = field ? registry.get(field.jnpfKey) : undefined;
  if (!field || !entry || entry.unavailable || entry.valueType === 'void') {
    return <span className="jnpf-model-cell">{plainText(value)}</span>;
  }
  const Twin = entry.readPretty;
  return (
    <FormErrorBoundary resetKey={value} fallback={<span className="jnpf-model-cell">{plainText(value)}</span>}>
      <div className="jnpf-model-cell">
        <Twin {...field.props} value={value} />
      </div>
    </FormErrorBoundary>
  );
}

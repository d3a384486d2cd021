import type { BenchField } from './forms';

/**
 * The floor: the same fields as bare labelled <input>s rendered by React, no form library. Not a competitor,
 * a calibration: what the page, the browser and React cost on their own on this machine.
 */
export function BareInputs({ fields }: { fields: BenchField[] }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      {fields.map((f) => (
        <div key={f.key} data-field={f.key} style={{ width: f.span === 24 ? '100%' : '50%', padding: '0 8px 24px' }}>
          <label>
            <span style={{ display: 'inline-block', width: 100, textAlign: 'right', paddingRight: 12 }}>{f.label}</span>
            <input placeholder="请输入" required={f.required} />
          </label>
        </div>
      ))}
    </div>
  );
}

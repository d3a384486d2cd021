import { GridLayout } from './GridLayout';

type Justify = 'start' | 'end' | 'center' | 'space-around' | 'space-between' | 'space-evenly';
type Align = 'top' | 'middle' | 'bottom' | 'stretch';

export interface RowContainerProps {
  gutter?: number;
  justify?: Justify;
  align?: Align;
  /** designer leftover ('default' | 'flex'): antd rows are always flex */
  type?: string;
}

/** `row` (栅格容器): its children side by side by span; justify/align as designed. */
export function RowContainer({ gutter, justify, align }: RowContainerProps) {
  return (
    <div className="jnpf-row" style={{ width: '100%' }}>
      <GridLayout gutter={gutter} justify={justify} align={align} />
    </div>
  );
}

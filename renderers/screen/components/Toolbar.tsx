import { useState } from 'react';
import { Button } from 'antd';
import { observer } from '@formily/react';
import { runAction } from '../actions';
import { evaluate, isEnabled } from '../expression';
import { useScreenRuntime } from '../runtime';
import { permitted } from '../permitted';
import type { ActionSpec } from '../types';
import styles from '../screen.module.css';
import { screenIcons } from './icons';

export interface ToolbarButton {
  label: string;
  action: ActionSpec;
  type?: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  icon?: string;
  danger?: boolean;
  /** expression over the screen state, e.g. `{{ !$state.category }}` */
  disabled?: string | boolean;
  visible?: string | boolean;
  /** button permission code (btn_add…): offered only to users who hold it on the page */
  auth?: string;
}

export interface ToolbarProps {
  buttons: ToolbarButton[];
}

/** Buttons running actions; `disabled`/`visible` follow the screen state as it changes. */
export const Toolbar = observer(function Toolbar({ buttons }: ToolbarProps) {
  const runtime = useScreenRuntime();
  const [busy, setBusy] = useState<number | null>(null);
  const scope = runtime.scope();
  const click = async (index: number, action: ActionSpec) => {
    setBusy(index);
    try {
      await runAction(action, { runtime, scope: {} });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={styles.toolbar} data-screen-component="Toolbar">
      {buttons.map((button, index) =>
        isEnabled(button.visible, scope) && permitted(runtime, button.auth) ? (
          <Button
            key={index}
            type={button.type ?? 'default'}
            danger={button.danger}
            icon={button.icon ? screenIcons[button.icon] : undefined}
            disabled={button.disabled === undefined ? false : Boolean(evaluate(button.disabled, scope))}
            loading={busy === index}
            onClick={() => void click(index, button.action)}
          >
            {String(evaluate(button.label, scope))}
          </Button>
        ) : null,
      )}
    </div>
  );
});

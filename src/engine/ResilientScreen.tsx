import { useCallback, useState } from 'react';
import { Alert } from 'antd';
import { ScreenRenderer, type ScreenSchema, type WidgetRegistry } from '../../renderers';
import { forgetScreen, type ResolvedScreen } from './screenOverrides';

export interface ResilientScreenProps {
  id: string;
  resolved: ResolvedScreen;
  /** the default shipped with the app */
  loadDefault: (id: string) => Promise<ScreenSchema>;
  /** forgets the copy that crashed and gives the good one held before it (screenOverrides) */
  forget?: (id: string, crashed: ScreenSchema) => ScreenSchema | undefined;
  /** notices (why the server's copy is not the one shown) are for administrators only */
  isAdministrator: boolean;
  params: Record<string, unknown>;
  can?: (code: string) => boolean;
  registry: WidgetRegistry;
}

interface Shown extends ResolvedScreen {
  /** the resolution this was derived from: a new one (another screen, a reload) starts over */
  base: ResolvedScreen;
  /** remounts the renderer (a fresh $state, a fresh error boundary) for each copy shown */
  round: number;
}

export function crashNotice(id: string, error: Error, to: 'cache' | 'bundled'): string {
  const next = to === 'cache' ? '上一个有效版本' : '默认版本';
  return `服务器上的页面配置 ${id} 渲染时出错（${error.message}），已改用${next}`;
}

/**
 * Renders a resolved screen; a stored copy that passes the meta-check but throws while rendering gives way to
 * the good copy held before it, then to the bundled default, with a notice for administrators. The bundled
 * default itself crashing shows the error panel: there is nothing left to fall back to.
 */
export function ResilientScreen(props: ResilientScreenProps) {
  const { id, resolved, loadDefault, isAdministrator } = props;
  const forget = props.forget ?? forgetScreen;
  const [shown, setShown] = useState<Shown>({ ...resolved, base: resolved, round: 0 });
  if (shown.base !== resolved) setShown({ ...resolved, base: resolved, round: shown.round + 1 });

  const onError = useCallback(
    (error: Error) => {
      const earlier = forget(id, shown.schema);
      const next = earlier ? Promise.resolve(earlier) : loadDefault(id);
      const from = earlier ? 'cache' : 'bundled';
      void next.then((schema) =>
        setShown((s) => ({ ...s, schema, from, notice: crashNotice(id, error, from), round: s.round + 1 })),
      );
    },
    [forget, id, loadDefault, shown.schema],
  );

  const notice = isAdministrator ? shown.notice : null;
  return (
    <>
      {notice && (
        <Alert type="warning" showIcon data-testid="screen-fallback" message={notice} style={{ marginBottom: 12 }} />
      )}
      <ScreenRenderer
        key={shown.round}
        schema={shown.schema}
        params={props.params}
        registry={props.registry}
        name={`schemas/${id}.json`}
        can={props.can}
        onError={shown.from === 'bundled' ? undefined : onError}
      />
    </>
  );
}

import { createContext, useContext } from 'react';
import { useFieldSchema } from '@formily/react';

/**
 * Where field scripts run (docs/widgets.md, "Scripts"). The adapter keeps each field's script sources in
 * its schema as `x-data.on = { change, blur, click, tabClick }`; the form renderer provides a runtime that
 * compiles each source once against the explicit script API. Widgets that fire events (button, link, tab)
 * call `useScriptEvent('click')` instead of knowing anything about scripts.
 */
export interface ScriptEventContext {
  /** the event payload: new value, click event, tab name… */
  data?: unknown;
  /** row index inside a child table */
  rowIndex?: number;
  /** the field (schema key) the script belongs to, for the log when it fails */
  field?: string;
  /** the event or form function being run, for the log when it fails */
  event?: string;
}

export interface ScriptRuntime {
  /** runs a script source; failures are logged and answer false, never throw */
  run(source: string, context?: ScriptEventContext): unknown;
}

export const noScriptRuntime: ScriptRuntime = { run: () => false };

export const ScriptRuntimeContext = createContext<ScriptRuntime>(noScriptRuntime);

export type ScriptEventName = 'change' | 'blur' | 'click' | 'tabClick';

/** A handler for the field's script of this event, or undefined when the model defines none. */
export function useScriptEvent(event: ScriptEventName): ((data?: unknown, rowIndex?: number) => unknown) | undefined {
  const schema = useFieldSchema();
  const runtime = useContext(ScriptRuntimeContext);
  const source = (schema?.['x-data'] as { on?: Partial<Record<ScriptEventName, string>> } | undefined)?.on?.[event];
  if (!source || !source.trim()) return undefined;
  const field = schema?.name === undefined ? undefined : String(schema.name);
  return (data, rowIndex) => runtime.run(source, { data, rowIndex, field, event });
}

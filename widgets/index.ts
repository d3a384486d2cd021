import { createRegistry, type FormParts, type WidgetRegistry } from '../engine-core/registry';
import type { WidgetEntry } from '../engine-core/widgetTypes';
import { GridLayout } from './shared/containers';
import { UnknownWidget } from './unavailable';

/**
 * Every folder `widgets/<jnpfKey>/index.ts(x)` default-exports its registry entry (or a list of entries for a
 * family such as the system fields); adding a widget is adding a folder.
 */
const modules = import.meta.glob<{ default: WidgetEntry | WidgetEntry[] }>('./*/index.{ts,tsx}', { eager: true });

export const widgetEntries: WidgetEntry[] = Object.entries(modules)
  .filter(([path]) => !path.startsWith('./shared/'))
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([, mod]) => (Array.isArray(mod.default) ? mod.default : [mod.default]));

export const formParts: FormParts = { grid: GridLayout, unknown: UnknownWidget };

/** The platform's widget set: the app hands it to the engine where it mounts it (the engine imports no widget). */
export const defaultRegistry: WidgetRegistry = createRegistry(widgetEntries, formParts);

/** The approver dialog for code that asks for an approver outside a form field (a flow's submit, the import's flow chooser). */
export { ApproverPicker, useApproverPicker, type ApproverPick } from './approverSelect/ApproverPicker';

/** The sanitised (DOMPurify) read-only rich text, for the shell's screens that show stored HTML (the message body). */
export { EditorPreview } from './editor/EditorPreview';

import type { ComponentType } from 'react';

/**
 * Formily passes whatever props a schema names, so registry components are typed loosely on purpose;
 * each widget types its own props inside its folder.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Formily's props are the schema's, typed per widget
export type AnyComponent = ComponentType<any>;

/** Formily schema `type` of the field a widget renders ('void' for display widgets and layout containers). */
export type WidgetValueType = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'void';

export type WidgetCategory = 'input' | 'select' | 'system' | 'display' | 'layout';

/** What the conformance suite needs to exercise a widget (tests/conformance). */
export interface WidgetSample {
  /** component props that make the widget usable in isolation (static options, format…) */
  props?: Record<string, unknown>;
  /** a valid value: set on the form, it must show up in the read-only twin and come back unchanged */
  value?: unknown;
  /** text the read-only twin shows for `value` */
  display?: string | RegExp;
  /** widgets the sample's schema names besides the entry itself (a child table's cell widgets) */
  components?: Record<string, AnyComponent>;
}

/** One jnpfKey of the registry (docs/widgets.md). */
export interface WidgetEntry {
  /** the jnpfKey; also the component's name in the Formily schema */
  key: string;
  /** Formily-connected component (value/onChange from the field; read-only through mapReadPretty) */
  component: AnyComponent;
  /** the read-only/detail twin, also used by the detail view and print */
  readPretty: AnyComponent;
  /** value of a new record when the model gives none */
  defaultValue: unknown;
  /** what "cleared" means: [] for multi-value widgets, '' / null / undefined otherwise */
  emptyValue: unknown;
  /** may sit in a child table (the designer's noTableAllowList) */
  allowedInTable: boolean;
  /** heavy code loaded on demand (rich text, mathjs, barcode…) */
  lazy: boolean;
  valueType: WidgetValueType;
  category: WidgetCategory;
  /** layout containers render their children (row, card, tab, collapse, tableGrid) */
  container?: boolean;
  /** registered so models map, but not built yet: renders a clear notice and `data-unavailable="true"` */
  unavailable?: boolean;
  sample?: WidgetSample;
}

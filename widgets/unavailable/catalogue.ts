import type { EngineMessage } from '../../engine-core/i18n';
import type { WidgetCategory, WidgetValueType } from '../../engine-core/widgetTypes';

/** A jnpfKey registered before its widget is built (pickers, uploads, signature, location, child table). */
export interface PendingWidget {
  key: string;
  /** the palette name, as the designer shows it */
  name: EngineMessage;
  valueType: WidgetValueType;
  /** the designer's default */
  defaultValue: unknown;
  /** what clearing gives: [] for list values; '' for single pickers */
  emptyValue: unknown;
  allowedInTable: boolean;
  category: WidgetCategory;
  /** a value such a field may hold, for the conformance suite */
  sampleValue: unknown;
}

const single = (
  key: string,
  name: EngineMessage,
  defaultValue: null | '',
  sampleValue: unknown,
  more: Partial<PendingWidget> = {},
): PendingWidget => ({
  key,
  name,
  valueType: 'string',
  defaultValue,
  emptyValue: '',
  allowedInTable: true,
  category: 'select',
  sampleValue,
  ...more,
});

/** A pending widget of one string value (a single picker): the shape most pending widgets had. */
export const pendingSingle = single;

/** Every widget of the designer is built today; a jnpfKey added to the designer before its widget goes here. */
export const pendingWidgets: PendingWidget[] = [];

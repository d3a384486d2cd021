import { useState } from 'react';
import type { BoundContext, BoundRule } from '../shared/dateBounds';
import { useRelationValue } from './useRelationValue';

/**
 * The bound keys the adapter copies from `__config__` into the component props (docs/widgets.md, datePicker and
 * timePicker), plus the plain `startTime`/`endTime` props.
 */
export interface BoundProps<T> {
  defaultCurrent?: boolean;
  startTime?: T | null;
  endTime?: T | null;
  startTimeRule?: boolean;
  startTimeType?: number | string;
  startTimeTarget?: number | string;
  startTimeValue?: unknown;
  startRelationField?: string;
  endTimeRule?: boolean;
  endTimeType?: number | string;
  endTimeTarget?: number | string;
  endTimeValue?: unknown;
  endRelationField?: string;
}

/** Bound keys, plus `defaultCurrent` (a default-value switch the adapter handles), none of which antd knows. */
export const BOUND_PROP_KEYS = [
  'defaultCurrent',
  'startTime',
  'endTime',
  'startTimeRule',
  'startTimeType',
  'startTimeTarget',
  'startTimeValue',
  'startRelationField',
  'endTimeRule',
  'endTimeType',
  'endTimeTarget',
  'endTimeValue',
  'endRelationField',
] as const;

export interface BoundInputs {
  start: { rule: BoundRule; ctx: BoundContext };
  end: { rule: BoundRule; ctx: BoundContext };
}

/**
 * Rules and contexts for both bounds. `now` is fixed when the widget mounts so relative bounds do not drift
 * while the form is open; related fields are read reactively (the caller is an observer).
 */
export function useBoundInputs<T>(props: BoundProps<T>): BoundInputs {
  const [now] = useState(() => Date.now());
  const startRelation = useRelationValue(props.startTimeRule ? props.startRelationField : undefined);
  const endRelation = useRelationValue(props.endTimeRule ? props.endRelationField : undefined);
  return {
    start: {
      rule: {
        rule: props.startTimeRule,
        type: props.startTimeType,
        target: props.startTimeTarget,
        value: props.startTimeValue,
        relationField: props.startRelationField,
      },
      ctx: { now, relationValue: startRelation, fallback: props.startTime },
    },
    end: {
      rule: {
        rule: props.endTimeRule,
        type: props.endTimeType,
        target: props.endTimeTarget,
        value: props.endTimeValue,
        relationField: props.endRelationField,
      },
      ctx: { now, relationValue: endRelation, fallback: props.endTime },
    },
  };
}

/** Props without the bound keys, safe to hand to an antd control. */
export function withoutBoundProps<P extends object>(props: P): Omit<P, (typeof BOUND_PROP_KEYS)[number]> {
  const rest = { ...props } as Record<string, unknown>;
  for (const key of BOUND_PROP_KEYS) delete rest[key];
  return rest as Omit<P, (typeof BOUND_PROP_KEYS)[number]>;
}

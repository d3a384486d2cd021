import { useEffect, useState } from 'react';
import type { RelationFormServices } from '../../engine-core/relationFormServices';

export type RelatedRecord = Record<string, unknown>;

/**
 * Records of other models read by the related-form widgets, cached per form: a form reads each linked record
 * once, and a pick made in the dialog is known at once to the attribute fields that show it.
 */
const caches = new WeakMap<object, Map<string, Promise<RelatedRecord | null>>>();
/** Outside a form (list cells) records are shared for a short while only, so a page shows edits made since. */
const noForm = {};
const NO_FORM_TTL_MS = 30_000;
const keyOf = (modelId: string, id: string) => `${modelId}\u0000${id}`;

function cacheOf(form: object | undefined): Map<string, Promise<RelatedRecord | null>> {
  const owner = form ?? noForm;
  let cache = caches.get(owner);
  if (!cache) {
    cache = new Map();
    caches.set(owner, cache);
  }
  return cache;
}

/** A row picked in the dialog: the form knows the record without asking again. */
export function rememberRecord(form: object | undefined, modelId: string, id: string, record: RelatedRecord): void {
  cacheOf(form).set(keyOf(modelId, id), Promise.resolve(record));
}

/** The record from the form's cache, else from the services (a failed read is forgotten, to be tried again). */
export function readRecord(
  form: object | undefined,
  services: RelationFormServices,
  modelId: string,
  id: string,
): Promise<RelatedRecord | null> {
  const cache = cacheOf(form);
  const key = keyOf(modelId, id);
  let pending = cache.get(key);
  if (!pending) {
    pending = services.record(modelId, id);
    cache.set(key, pending);
    const stored = pending;
    const forget = () => cache.get(key) === stored && cache.delete(key);
    pending.then(() => {
      if (!form) setTimeout(forget, NO_FORM_TTL_MS);
    }, forget);
  }
  return pending;
}

export type RecordState =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'ready'; record: RelatedRecord }
  | { status: 'missing' }
  | { status: 'failed' };

/** The linked record of a value (an id) as a state the widgets render. */
export function useRelatedRecord(
  form: object | undefined,
  services: RelationFormServices,
  modelId: string | undefined,
  id: string,
): RecordState {
  const [state, setState] = useState<RecordState & { for?: string }>({ status: 'empty' });
  const wanted = modelId && id ? keyOf(modelId, id) : '';
  useEffect(() => {
    if (!modelId || !id) return;
    let alive = true;
    readRecord(form, services, modelId, id)
      .then((record) => {
        if (alive) setState(record ? { status: 'ready', record, for: wanted } : { status: 'missing', for: wanted });
      })
      .catch((error: unknown) => {
        console.warn('[relationForm] the linked record could not be read', error);
        if (alive) setState({ status: 'failed', for: wanted });
      });
    return () => {
      alive = false;
    };
  }, [form, services, modelId, id, wanted]);
  if (!wanted) return { status: 'empty' };
  return state.for === wanted ? state : { status: 'loading' };
}

/** A record value as text: lists joined, objects as JSON, nothing for null. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(valueText).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The stored id: the platform keeps it as a string. */
export function idOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

import { useEffect, useMemo, useState } from 'react';
import { useForm } from '@formily/react';
import type { UserPickerNode } from '../../../contract';
import type { PickerServices } from '../../../engine-core/pickerServices';
import { fromUserNode } from './nodes';
import type { PickerNode } from './types';

/**
 * Names of picked values, resolved from their keys in batches and cached per form: every field of a form
 * that asks in the same tick shares one request per source. `users` resolves user ids (Users/getUserList),
 * `selected` anything else (`id--type`, organisation paths `a,b,c`: Users/getSelectedList).
 */
export type NameSource = 'users' | 'selected';

type Known = Map<string, PickerNode | null>;

interface Batch {
  keys: Set<string>;
  waiters: Array<() => void>;
}

class NameCache {
  readonly known: Record<NameSource, Known> = { users: new Map(), selected: new Map() };
  private batches: Partial<Record<NameSource, Batch>> = {};

  constructor(private readonly services: PickerServices) {}

  remember(source: NameSource, key: string, node: PickerNode): void {
    this.known[source].set(key, node);
  }

  /** Resolves once every key is known (null: no such item any more). */
  ask(source: NameSource, keys: readonly string[]): Promise<void> {
    const missing = keys.filter((k) => !this.known[source].has(k));
    if (!missing.length) return Promise.resolve();
    let batch = this.batches[source];
    if (!batch) {
      const fresh: Batch = { keys: new Set(), waiters: [] };
      this.batches[source] = batch = fresh;
      queueMicrotask(() => void this.flush(source, fresh));
    }
    missing.forEach((k) => batch.keys.add(k));
    const waiting = batch;
    return new Promise((resolve) => waiting.waiters.push(resolve));
  }

  private async flush(source: NameSource, batch: Batch): Promise<void> {
    delete this.batches[source];
    const keys = [...batch.keys];
    const list = await (source === 'users' ? this.services.usersByIds(keys) : this.services.selectedByIds(keys)).catch(
      (): UserPickerNode[] => [],
    );
    for (const key of keys) {
      const found = list.find((n) => answers(n, key));
      this.known[source].set(key, found ? fromUserNode(found) : null);
    }
    batch.waiters.forEach((w) => w());
  }
}

/** `a,b,c--department` answers to the item of id c (and type department when given). */
function answers(node: UserPickerNode, key: string): boolean {
  const [path, type] = key.split('--');
  const id = (path ?? '').split(',').pop();
  if (node.id !== id) return false;
  if (!type) return true;
  return type === node.type || (type === 'organize' && (node.type === 'company' || node.type === 'department'));
}

const caches = new WeakMap<object, WeakMap<PickerServices, NameCache>>();
const formless = {};

function cacheOf(form: object, services: PickerServices): NameCache {
  let perForm = caches.get(form);
  if (!perForm) caches.set(form, (perForm = new WeakMap()));
  let cache = perForm.get(services);
  if (!cache) perForm.set(services, (cache = new NameCache(services)));
  return cache;
}

export interface ResolvedNames {
  /** the item of a key: undefined while unknown, null when it no longer exists */
  nodeOf(key: string): PickerNode | null | undefined;
  remember(key: string, node: PickerNode): void;
}

/** The items behind `keys`, from the form's cache, asking the services for those not known yet. */
export function useResolvedNames(services: PickerServices, source: NameSource, keys: readonly string[]): ResolvedNames {
  const form = useForm() as object | undefined;
  const cache = cacheOf(form ?? formless, services);
  const [, setVersion] = useState(0);
  const joined = keys.join('\u0000');
  useEffect(() => {
    let live = true;
    const wanted = joined ? joined.split('\u0000') : [];
    void cache.ask(source, wanted).then(() => live && setVersion((v) => v + 1));
    return () => {
      live = false;
    };
  }, [cache, source, joined]);
  return useMemo(
    () => ({
      nodeOf: (key: string) => cache.known[source].get(key),
      remember: (key: string, node: PickerNode) => cache.remember(source, key, node),
    }),
    [cache, source],
  );
}

/**
 * Enabled dictionary items per category, as form widgets use them (EngineServices.dictionaryOptions). Each
 * category is fetched once; every successful dictionary save or delete clears the cache.
 */
import type { OptionItem } from '../../renderers';
import { getDictionaryDataOptions } from '../api/system/dictionary';
import type { DictionaryOptionNode } from '../../contract';

const cache = new Map<string, Promise<OptionItem[]>>();

function toOption(node: DictionaryOptionNode): OptionItem {
  const { children, ...rest } = node;
  return {
    ...rest,
    id: String(node.id),
    fullName: String(node.fullName),
    children: Array.isArray(children) && children.length ? children.map(toOption) : undefined,
  };
}

export function dictionaryOptions(typeIdOrCode: string): Promise<OptionItem[]> {
  let pending = cache.get(typeIdOrCode);
  if (!pending) {
    pending = getDictionaryDataOptions(typeIdOrCode).then((reply) => (reply.list ?? []).map(toOption));
    // a failed load is not remembered: the next widget asks again
    pending.catch(() => cache.delete(typeIdOrCode));
    cache.set(typeIdOrCode, pending);
  }
  return pending;
}

export function clearDictionaryCache(): void {
  cache.clear();
}

/** For tests and tools: how many categories are cached. */
export function dictionaryCacheSize(): number {
  return cache.size;
}

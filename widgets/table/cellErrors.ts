import { useSyncExternalStore } from 'react';

/**
 * The messages of the cells that failed the last check, keyed by row key and column. Each cell subscribes to
 * its own entry, so marking or clearing one cell re-renders that cell only — not the 1,000-row table.
 */
export class CellErrorStore {
  private messages = new Map<string, string>();
  private listeners = new Set<() => void>();

  private static id(rowKey: string, column: string) {
    return `${rowKey}\u0000${column}`;
  }

  get(rowKey: string, column: string): string | undefined {
    return this.messages.get(CellErrorStore.id(rowKey, column));
  }

  get size(): number {
    return this.messages.size;
  }

  /** Replaces every message (the result of a full check). */
  replace(entries: readonly { rowKey: string; column: string; message: string }[]): void {
    const next = new Map(entries.map((e) => [CellErrorStore.id(e.rowKey, e.column), e.message]));
    const same = next.size === this.messages.size && [...next].every(([k, v]) => this.messages.get(k) === v);
    if (same) return;
    this.messages = next;
    this.emit();
  }

  /** A cell whose value changed loses its mark (the platform resets the cell's validity on change). */
  clear(rowKey: string, column: string): void {
    if (this.messages.delete(CellErrorStore.id(rowKey, column))) this.emit();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}

export function useCellError(store: CellErrorStore, rowKey: string, column: string): string | undefined {
  return useSyncExternalStore(store.subscribe, () => store.get(rowKey, column));
}

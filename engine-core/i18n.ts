import { useSyncExternalStore } from 'react';

/**
 * The engine's own words (validation messages from the spec, widget labels) in zh, zhtw and en.
 * Each module defines its messages next to the code that uses them; the app sets the language
 * (together with antd's, dayjs's and Formily's) through setEngineLanguage.
 */
export type EngineLanguage = 'zh' | 'zhtw' | 'en';

export interface EngineMessage {
  zh: string;
  zhtw: string;
  en: string;
}

export function defineMessages<K extends string>(messages: Record<K, EngineMessage>): Record<K, EngineMessage> {
  return messages;
}

let language: EngineLanguage = 'zh';
const listeners = new Set<() => void>();

export function setEngineLanguage(next: EngineLanguage): void {
  if (next === language) return;
  language = next;
  listeners.forEach((l) => l());
}

export function engineLanguage(): EngineLanguage {
  return language;
}

/** `{name}` placeholders are replaced from vars. */
export function formatMessage(message: EngineMessage, vars: Record<string, unknown> = {}, lang = language): string {
  return message[lang].replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));
}

/** Re-renders the caller when the language changes. */
export function useEngineLanguage(): EngineLanguage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => language,
  );
}

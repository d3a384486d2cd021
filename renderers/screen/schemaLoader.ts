import { createContext } from 'react';
import type { ScreenSchema } from './types';

/**
 * Loads a screen schema by id (`system/dictionary-data.dialog`); the app provides it over its schemas/ folder.
 * Kept apart from the runtime so the app shell can provide it without loading the engine.
 */
export type ScreenSchemaLoader = (id: string) => Promise<ScreenSchema>;

export const ScreenSchemaLoaderContext = createContext<ScreenSchemaLoader | null>(null);

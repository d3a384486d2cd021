import type { ImportMode } from '../../contract';
import type { ApiArgs } from './apiArgs';

/**
 * Argument readers of the import APIs (not an API module itself: it exports no `apis`). The import dialog hands
 * its values over as they are: `file` a File the FilePicker field holds, `type` 0 skip / 1 append.
 */
export function fileArg(args: ApiArgs, key = 'file'): Blob & { name?: string } {
  const value = args?.[key];
  if (typeof Blob === 'undefined' || !(value instanceof Blob)) throw new Error(`API argument "${key}" must be a file`);
  return value as Blob & { name?: string };
}

export function importModeArg(args: ApiArgs, key = 'type'): ImportMode {
  return Number(args?.[key]) === 1 ? 1 : 0;
}

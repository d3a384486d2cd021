/**
 * The API table of screen schemas (docs/architecture.md): schemas name an API (`dictionaryData.remove`), never a URL.
 * Reads answer their data; writes answer the whole envelope so the screen can toast the server's msg.
 * The meta-check accepts exactly `apiNames`.
 */
import type { ApiFunction } from '../../renderers';
import * as dictionary from '../api/system/dictionary';
import type { ApiEnvelope, DictionaryDataInput, DictionaryTypeInput } from '../../contract';
import { num, optionalText, requiredText, text, versionArg, type ApiArgs } from './apiArgs';
import { clearDictionaryCache } from './dictionaryCache';

/** Dictionary writes clear the widgets' dictionary cache once the server accepted them. */
async function dictionaryWrite(call: Promise<ApiEnvelope<null>>): Promise<ApiEnvelope<null>> {
  const reply = await call;
  clearDictionaryCache();
  return reply;
}

function typeInput(args: ApiArgs): DictionaryTypeInput {
  return {
    id: optionalText(args, 'id'),
    parentId: requiredText(args, 'parentId'),
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    isTree: num(args, 'isTree', 0),
    description: text(args, 'description'),
    sortCode: num(args, 'sortCode', 0),
    version: versionArg(args),
  };
}

function dataInput(args: ApiArgs): DictionaryDataInput {
  return {
    id: optionalText(args, 'id'),
    dictionaryTypeId: requiredText(args, 'dictionaryTypeId'),
    parentId: text(args, 'parentId', '0') || '0',
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    enabledMark: num(args, 'enabledMark', 1),
    description: text(args, 'description'),
    sortCode: num(args, 'sortCode', 0),
    version: versionArg(args),
  };
}

const entries = {
  // categories (/api/system/DictionaryType)
  'dictionaryType.tree': () => dictionary.getDictionaryTypeTree(),
  'dictionaryType.selector': (a) => dictionary.getDictionaryTypeSelector(text(a, 'id', '0') || '0'),
  'dictionaryType.info': (a) => dictionary.getDictionaryTypeInfo(requiredText(a, 'id')),
  'dictionaryType.create': (a) => dictionaryWrite(dictionary.createDictionaryType(typeInput(a))),
  'dictionaryType.update': (a) => dictionaryWrite(dictionary.updateDictionaryType(requiredText(a, 'id'), typeInput(a))),
  'dictionaryType.remove': (a) => dictionaryWrite(dictionary.deleteDictionaryType(requiredText(a, 'id'))),
  // items (/api/system/DictionaryData)
  'dictionaryData.list': (a) =>
    dictionary.getDictionaryDataList(requiredText(a, 'typeId'), {
      isTree: optionalText(a, 'isTree'),
      keyword: optionalText(a, 'keyword'),
    }),
  'dictionaryData.all': () => dictionary.getDictionaryDataAll(),
  'dictionaryData.options': (a) => dictionary.getDictionaryDataOptions(requiredText(a, 'typeId')),
  'dictionaryData.parentSelector': (a) =>
    dictionary.getDictionaryDataParentSelector(
      requiredText(a, 'typeId'),
      text(a, 'id', '0') || '0',
      optionalText(a, 'isTree'),
    ),
  'dictionaryData.info': (a) => dictionary.getDictionaryDataInfo(requiredText(a, 'id')),
  'dictionaryData.create': (a) => dictionaryWrite(dictionary.createDictionaryData(dataInput(a))),
  'dictionaryData.update': (a) => dictionaryWrite(dictionary.updateDictionaryData(requiredText(a, 'id'), dataInput(a))),
  'dictionaryData.remove': (a) => dictionaryWrite(dictionary.deleteDictionaryData(requiredText(a, 'id'))),
  'dictionaryData.toggleState': (a) => dictionaryWrite(dictionary.toggleDictionaryDataState(requiredText(a, 'id'))),
  'dictionaryData.export': (a) => dictionary.exportDictionaryData(requiredText(a, 'typeId')),
} satisfies Record<string, ApiFunction>;

/**
 * Each domain adds its APIs in `src/engine/apis/<domain>.ts` exporting `apis` (a record of name → call), so
 * screens of different domains never edit one shared file. A name defined twice is a bug: it throws.
 */
// Tests beside the domain files are not part of the app (imported in a browser, their describe() would throw).
const domainModules = import.meta.glob<{ apis: Record<string, ApiFunction> }>(['./apis/*.ts', '!./apis/*.test.ts'], {
  eager: true,
});

function composeTable(): Record<string, ApiFunction> {
  const table: Record<string, ApiFunction> = { ...entries };
  for (const [file, mod] of Object.entries(domainModules)) {
    for (const [name, call] of Object.entries(mod.apis ?? {})) {
      if (name in table) throw new Error(`api table: "${name}" is defined twice (${file})`);
      table[name] = call;
    }
  }
  return table;
}

export type ApiName = string;

/** Every entry answers a promise: a bad argument becomes a rejection, never a throw in the caller's stack. */
export const apiTable: Readonly<Record<ApiName, ApiFunction>> = Object.fromEntries(
  Object.entries(composeTable()).map(([name, call]) => [name, async (args?: Record<string, unknown>) => call(args)]),
);

export const apiNames: ApiName[] = Object.keys(apiTable).sort();

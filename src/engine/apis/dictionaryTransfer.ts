import type { ApiFunction } from '../../../renderers';
import { importDictionaryData } from '../../api/system/dictionary';
import type { ApiEnvelope } from '../../../contract';
import { clearDictionaryCache } from '../dictionaryCache';
import { fileArg, importModeArg } from '../uploadArgs';

/** The .bdd import of the 字典分类管理 drawer (docs/contract.md); the export is `dictionaryData.export`. */
export const apis = {
  'dictionaryData.import': async (a): Promise<ApiEnvelope<null>> => {
    const reply = await importDictionaryData(fileArg(a), importModeArg(a));
    clearDictionaryCache();
    return reply;
  },
} satisfies Record<string, ApiFunction>;

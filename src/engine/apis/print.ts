import type { ApiFunction } from '../../../renderers';
import {
  getPrintBatchData,
  getPrintData,
  getPrintFields,
  getPrintModels,
  getPrintPreviewData,
} from '../../api/printData';
import { getPrintDevByIds, savePrintLog } from '../../api/system/printDev';
import { num, optionalText, requiredText } from '../apiArgs';

/** Printing a model's records (renderers/print): templates by id, print data, the fields, the print log. */

const textList = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
    .map((v) => String(v).trim())
    .filter(Boolean);

export const apis = {
  'print.templates': (a) => getPrintDevByIds(textList(a?.ids)),
  'print.data': (a) => getPrintData(requiredText(a, 'id'), requiredText(a, 'formId')),
  'print.batchData': (a) => getPrintBatchData(requiredText(a, 'id'), textList(a?.formIds)),
  'print.fields': (a) => getPrintFields({ modelId: optionalText(a, 'modelId') }),
  'print.previewData': (a) => getPrintPreviewData(requiredText(a, 'formId')),
  'print.models': () => getPrintModels(),
  'print.saveLog': (a) =>
    savePrintLog({
      printId: requiredText(a, 'printId'),
      printTitle: optionalText(a, 'printTitle') ?? '',
      printNum: num(a, 'printNum', 1),
    }),
} satisfies Record<string, ApiFunction>;

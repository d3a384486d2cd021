import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/system/printDev';
import type { PrintDevForm, PrintDevListQuery } from '../../api/types';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** Print templates and their print log (contract §4.8): the 打印模板 screen. */

function listQuery(args: ApiArgs): PrintDevListQuery {
  const enabled = optionalText(args, 'enabledMark');
  return {
    keyword: optionalText(args, 'keyword'),
    category: optionalText(args, 'category'),
    enabledMark: enabled === undefined ? undefined : Number(enabled),
    currentPage: num(args, 'currentPage', 1),
    pageSize: num(args, 'pageSize', 20),
  };
}

function printForm(args: ApiArgs): PrintDevForm {
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    category: text(args, 'category'),
    printTemplate: text(args, 'printTemplate'),
    sortCode: num(args, 'sortCode', 0),
    enabledMark: num(args, 'enabledMark', 1),
    description: text(args, 'description'),
  };
}

export const apis = {
  'printDev.list': (a) => api.getPrintDevList(listQuery(a)),
  'printDev.info': (a) => api.getPrintDevInfo(requiredText(a, 'id')),
  'printDev.create': (a) => api.createPrintDev(printForm(a)),
  'printDev.update': (a) => api.updatePrintDev(requiredText(a, 'id'), printForm(a)),
  'printDev.remove': (a) => api.deletePrintDev(requiredText(a, 'id')),
  'printDev.toggleState': (a) => api.togglePrintDevState(requiredText(a, 'id')),
  'printDev.copy': (a) => api.copyPrintDev(requiredText(a, 'id')),
  'printDev.export': (a) => api.exportPrintDev(requiredText(a, 'id')),
  'printDev.selector': (a) => api.getPrintDevSelector(optionalText(a, 'type')),
  'printDev.logs': (a) =>
    api.getPrintLogList(requiredText(a, 'id'), {
      keyword: optionalText(a, 'keyword'),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    }),
} satisfies Record<string, ApiFunction>;

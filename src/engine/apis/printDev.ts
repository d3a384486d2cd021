import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/system/printDev';
import type { PrintDevForm, PrintDevListQuery } from '../../../contract';
import { num, optionalText, requiredText } from '../apiArgs';
import { crudApis, formReader } from '../crudApis';

/** Print templates and their print log: the 打印模板 screen (docs/screen-dialect.md). */

export const apis = {
  ...crudApis<PrintDevForm, PrintDevListQuery>('printDev', {
    list: { call: api.getPrintDevList, filters: ['category'] },
    info: api.getPrintDevInfo,
    create: api.createPrintDev,
    update: api.updatePrintDev,
    remove: api.deletePrintDev,
    toggleState: api.togglePrintDevState,
    copy: api.copyPrintDev,
    export: api.exportPrintDev,
    form: formReader<PrintDevForm>({
      fullName: 'text',
      enCode: 'text',
      category: 'text',
      printTemplate: 'text',
      sortCode: { num: 0 },
      enabledMark: { num: 1 },
      description: 'text',
    }),
  }),
  'printDev.selector': (a) => api.getPrintDevSelector(optionalText(a, 'type')),
  'printDev.logs': (a) =>
    api.getPrintLogList(requiredText(a, 'id'), {
      keyword: optionalText(a, 'keyword'),
      currentPage: num(a, 'currentPage', 1),
      pageSize: num(a, 'pageSize', 20),
    }),
} satisfies Record<string, ApiFunction>;

import type { ApiFunction } from '../../../renderers';
import * as billRule from '../../api/system/billRule';
import type { BillRuleForm, BillRuleListQuery } from '../../../contract';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';
import { fileArg, importModeArg } from '../uploadArgs';

/** Serial-number rules (docs/contract.md): the 单据规则 screen and its dialog. */

function listQuery(args: ApiArgs): BillRuleListQuery {
  const enabled = optionalText(args, 'enabledMark');
  return {
    keyword: optionalText(args, 'keyword'),
    categoryId: optionalText(args, 'categoryId'),
    enabledMark: enabled === undefined ? undefined : Number(enabled),
    currentPage: num(args, 'currentPage', 1),
    pageSize: num(args, 'pageSize', 20),
  };
}

/** The dialog's values as the server reads them; digit and startNumber stay as typed (the server checks them). */
function ruleForm(args: ApiArgs): BillRuleForm {
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    category: text(args, 'category'),
    type: 1,
    prefix: text(args, 'prefix'),
    dateFormat: text(args, 'dateFormat'),
    // a non-number reads as 0, which the server refuses with the dialog's own message (仅能输入正整数)
    digit: num(args, 'digit', 0),
    startNumber: text(args, 'startNumber'),
    example: text(args, 'example'),
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
  };
}

export const apis = {
  'billRule.list': (a) => billRule.listBillRules(listQuery(a)),
  'billRule.selector': (a) => billRule.selectBillRules(listQuery(a)),
  'billRule.info': (a) => billRule.getBillRule(requiredText(a, 'id')),
  'billRule.create': (a) => billRule.createBillRule(ruleForm(a)),
  'billRule.update': (a) => billRule.updateBillRule(requiredText(a, 'id'), ruleForm(a)),
  'billRule.remove': (a) => billRule.deleteBillRule(requiredText(a, 'id')),
  'billRule.toggleState': (a) => billRule.toggleBillRuleState(requiredText(a, 'id')),
  'billRule.export': (a) => billRule.exportBillRule(requiredText(a, 'id')),
  'billRule.import': (a) => billRule.importBillRule(fileArg(a), importModeArg(a)),
} satisfies Record<string, ApiFunction>;

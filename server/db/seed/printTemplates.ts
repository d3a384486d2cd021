import type { Db } from '../client';
import { printTemplates } from '../tables/print';

/**
 * The seeded print templates (docs/print-templates.md has the placeholder syntax): two single-record ones and
 * 物资采购单, whose items row repeats per child row and whose approval table repeats per operator record.
 */

const ADMIN = 'user-admin';

const cell = 'border:1px solid #333;padding:4px 6px';
const table = 'width:100%;border-collapse:collapse;margin:6px 0';

/** 物资采购单 (model vd-purchase-order): main fields, the `items` loop, system fields and approval records. */
const purchaseOrder = JSON.stringify({
  page: { size: 'A4', orientation: 'portrait', margin: [15, 12, 15, 12] },
  html: [
    '<h2 style="text-align:center;margin:0 0 8px">物资采购单</h2>',
    `<table style="${table}"><tbody>`,
    `<tr><td style="${cell};width:15%">采购事由</td><td style="${cell}" colspan="3">{title}</td></tr>`,
    `<tr><td style="${cell}">供应商</td><td style="${cell}">{supplier}</td>`,
    `<td style="${cell};width:15%">申请人</td><td style="${cell}">{creatorUser}</td></tr>`,
    '</tbody></table>',
    `<table style="${table}"><thead><tr>`,
    ['物料编码', '物品名称', '单位', '数量', '单价', '金额', '交货日期']
      .map((h) => `<th style="${cell}">${h}</th>`)
      .join(''),
    '</tr></thead><tbody><tr data-print-loop="items">',
    ['goodsCode', 'goodsName', 'unit', 'quantity', 'price', 'amount', 'deliveryDate']
      .map((c) => `<td style="${cell}">{items.${c}}</td>`)
      .join(''),
    `</tr><tr><td style="${cell};text-align:right" colspan="5">采购总额</td>`,
    `<td style="${cell}" colspan="2">{totalAmount}</td></tr></tbody></table>`,
    `<table style="${table}"><thead><tr><th style="${cell}">审批节点</th><th style="${cell}">审批人</th>`,
    `<th style="${cell}">审批时间</th><th style="${cell}">审批结果</th><th style="${cell}">审批意见</th></tr></thead>`,
    '<tbody><tr data-print-loop="operatorRecordList">',
    ['nodeName', 'userName', 'handleTime', 'handleStatus', 'handleOpinion']
      .map((c) => `<td style="${cell}">{operatorRecordList.${c}}</td>`)
      .join(''),
    '</tr></tbody></table>',
    '<p style="text-align:right">打印人：{systemPrinter}　打印时间：{systemPrintTime}</p>',
  ].join(''),
});

export async function seedPrintTemplates(tx: Db): Promise<void> {
  await tx.insert(printTemplates).values([
    {
      id: 'pt-member-register',
      fullName: '会员登记表',
      enCode: 'MemberRegister',
      category: 'member',
      sortCode: 1,
      printTemplate:
        '<h2 style="text-align:center">会员登记表</h2><table border="1" width="100%"><tr><td>姓名</td><td>{memberName}</td><td>会员类型</td><td>{memberType}</td></tr><tr><td>手机号</td><td>{mobilePhone}</td><td>入会日期</td><td>{joinDate}</td></tr></table>',
      description: '会员登记的打印版式',
      creatorUserId: ADMIN,
    },
    {
      id: 'pt-fee-receipt',
      fullName: '会费收据',
      enCode: 'FeeReceipt',
      category: 'finance',
      sortCode: 2,
      printTemplate:
        '<h2 style="text-align:center">会费收据</h2><p>收据号：{receiptNo}</p><p>今收到 {member} 缴纳 {feeYear} 年度会费 {amount} 元。</p>',
      creatorUserId: ADMIN,
    },
    {
      id: 'pt-purchase-order',
      fullName: '物资采购单',
      enCode: 'PurchaseOrder',
      category: 'finance',
      sortCode: 3,
      printTemplate: purchaseOrder,
      description: '物资采购单及采购明细',
      creatorUserId: ADMIN,
    },
  ]);
}

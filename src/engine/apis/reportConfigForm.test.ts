import { parseReportJson } from '../../../contract';
import { MEMBER_FEE_REPORT } from '../../../server/db/seed/templates';
import { configToForm, formToReportJson, previewText } from './reportConfigForm';

describe('the 报表数据 dialog fields and reportJson', () => {
  test('the seeded configuration survives the dialog unchanged (load, then save)', () => {
    const saved = JSON.stringify(MEMBER_FEE_REPORT);
    const form = configToForm(saved);
    expect(form.interfaceId).toBe('di-fee-by-level');
    expect(form.searchFields[0]).toEqual({
      field: 'paymentMethod',
      label: '缴费方式',
      type: 'select',
      options: 'transfer:银行转账,wechat:微信支付,alipay:支付宝,cash:现金',
    });
    expect(form.chartValues).toBe('amount');
    const again = parseReportJson(formToReportJson(saved, form));
    const original = parseReportJson(saved);
    expect(again).toEqual(original);
    expect(again.ok).toBe(true);
  });

  test('edits win over the keys they own; other keys of the body are kept', () => {
    const form = {
      ...configToForm(JSON.stringify(MEMBER_FEE_REPORT)),
      chartType: 'pie',
      chartValues: 'amount, discount',
    };
    form.columns[0]!.title = '等级';
    const body = JSON.parse(formToReportJson(JSON.stringify({ ...MEMBER_FEE_REPORT, designer: { x: 1 } }), form));
    expect(body.designer).toEqual({ x: 1 });
    expect(body.columns[0].title).toBe('等级');
    expect(body.chart).toEqual({ type: 'pie', categoryField: 'levelName', valueFields: ['amount', 'discount'] });
  });

  test('a dialog with nothing configured leaves a body of another kind alone', () => {
    expect(formToReportJson('{"measures":[]}', configToForm('{"measures":[]}'))).toBe('{"measures":[]}');
  });

  test('the preview text: the rows, then 合计 over the whole result', () => {
    const parsed = parseReportJson(JSON.stringify(MEMBER_FEE_REPORT));
    if (!parsed.ok) throw new Error(parsed.message);
    const text = previewText({
      config: parsed.config,
      list: [{ levelName: '学生会员', payments: 1, discount: 0, amount: 50 }],
      pagination: { currentPage: 1, pageSize: 20, total: 4 },
      totals: { payments: 4, discount: 540, amount: 5410 },
      chartRows: [],
    });
    expect(text.split('\n')).toEqual([
      '会员等级 | 缴费笔数 | 优惠金额（元） | 实收会费（元）',
      '学生会员 | 1 | 0.00 | 50.00',
      '合计 | 4 | 540.00 | 5,410.00',
      '',
      '共 4 条',
    ]);
  });
});

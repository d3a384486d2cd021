import { renderTemplateHtml, handleStatusName } from './renderTemplate';
import { pageMillimetres, pageRule, parseTemplateBody, stringifyTemplateBody } from './template';

/** Filling print templates (docs/print-templates.md): fields, loops, approval records, escaping. */

const mount = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
};

const order = {
  title: '学术年会资料印刷',
  supplier: '华文印务',
  totalAmount: 8713,
  tags: ['a', 'b'],
  items: [
    { goodsName: '会议手册', quantity: 500 },
    { goodsName: '资料袋', quantity: 3 },
  ],
  systemPrinter: '管理员/admin',
};

test('main fields, system fields and list values fill their placeholders; unknown ones stay', () => {
  const div = mount(
    renderTemplateHtml('<p id="a">{title}／{supplier}：{totalAmount}</p><p id="b">{tags} {systemPrinter} {nope}</p>', {
      printData: order,
    }),
  );
  expect(div.querySelector('#a')!.textContent).toBe('学术年会资料印刷／华文印务：8713');
  expect(div.querySelector('#b')!.textContent).toBe('a,b 管理员/admin {nope}');
});

test('a marked row repeats once per child row; an unmarked row naming a child table does too', () => {
  const marked = mount(
    renderTemplateHtml(
      '<table><tbody><tr><th>名称</th></tr><tr data-print-loop="items"><td>{items.goodsName}</td><td>{items.quantity}</td><td>{title}</td></tr></tbody></table>',
      { printData: order },
    ),
  );
  const rows = [...marked.querySelectorAll('tr')].map((tr) => tr.textContent);
  expect(rows).toEqual(['名称', '会议手册500学术年会资料印刷', '资料袋3学术年会资料印刷']);
  expect(marked.querySelector('[data-print-loop]')).toBeNull();
  const plain = mount(renderTemplateHtml('<table><tr><td>{items.goodsName}</td></tr></table>', { printData: order }));
  expect([...plain.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['会议手册', '资料袋']);
  const none = mount(
    renderTemplateHtml('<table><tr data-print-loop="items"><td>{items.goodsName}</td></tr></table>', {
      printData: { items: [] },
    }),
  );
  expect(none.querySelectorAll('td').length).toBe(0);
});

test('approval records: node, user, time, opinion and the status named by its code', () => {
  const html = renderTemplateHtml(
    '<table><tr data-print-loop="operatorRecordList"><td>{operatorRecordList.nodeName}</td><td>{operatorRecordList.userName}</td><td>{operatorRecordList.handleStatus}</td><td>{operatorRecordList.handleOpinion}</td><td>{operatorRecordList.handleTime}</td></tr></table>',
    {
      printData: {},
      operatorRecordList: [
        {
          nodeName: '发起',
          userName: '李娜',
          handleTime: new Date(2026, 0, 2, 9, 5).getTime(),
          handleStatus: 2,
          handleOpinion: '',
        },
        { nodeName: '部门审批', userName: '王芳', handleTime: null, handleStatus: 0, handleOpinion: '金额有误' },
        { nodeName: '财务', userName: '周强', handleTime: null, handleStatus: 7, handleOpinion: '' },
      ],
    },
  );
  const rows = [...mount(html).querySelectorAll('tr')].map((tr) => [...tr.children].map((td) => td.textContent));
  expect(rows).toEqual([
    ['发起', '李娜', '发起', '', '2026-01-02 09:05'],
    ['部门审批', '王芳', '退回', '金额有误', ''],
    ['财务', '周强', '转办', '', ''],
  ]);
  expect([1, 3, 4, 5, 6, 8, 9].map(handleStatusName)).toEqual(['通过', '撤回', '终止', '指派', '加签', '变更', '复活']);
  expect(handleStatusName(42)).toBe('42');
});

test('record values are text: a script or an onerror attribute in a value never becomes markup', () => {
  const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  const html = renderTemplateHtml(
    '<p id="v">{title}</p><table><tr data-print-loop="items"><td>{items.goodsName}</td></tr></table><span data-print-qrcode="title"></span>',
    { printData: { title: evil, items: [{ goodsName: evil }] } },
  );
  const div = mount(html);
  expect(div.querySelector('img')).toBeNull();
  expect(div.querySelector('script')).toBeNull();
  expect(div.querySelector('#v')!.textContent).toBe(evil);
  expect(div.querySelector('td')!.textContent).toBe(evil);
  expect(div.querySelector('[data-print-qrcode]')!.getAttribute('data-print-value')).toBe(evil);
  expect(html).not.toContain('<img');
});

test('the template itself is sanitised: no scripts, no event attributes, no javascript: links', () => {
  const div = mount(
    renderTemplateHtml(
      '<p onclick="x()" id="p">{title}</p><script>alert(1)</script><a id="l" href="javascript:alert(1)">x</a>',
      {
        printData: order,
      },
    ),
  );
  expect(div.querySelector('script')).toBeNull();
  expect(div.querySelector('#p')!.getAttribute('onclick')).toBeNull();
  expect(div.querySelector('#l')!.getAttribute('href')).toBeNull();
});

test('a JSON template carries its page; plain HTML is A4 portrait; the @page rule follows', () => {
  const body = parseTemplateBody(
    JSON.stringify({ html: '<p>x</p>', page: { size: 'A5', orientation: 'landscape', margin: [5, 6, 7, 8] } }),
  );
  expect(body).toEqual({ html: '<p>x</p>', page: { size: 'A5', orientation: 'landscape', margin: [5, 6, 7, 8] } });
  expect(pageRule(body.page)).toBe('@page { size: A5 landscape; margin: 5mm 6mm 7mm 8mm; }');
  expect(parseTemplateBody('<p>{a}</p>').page).toEqual({
    size: 'A4',
    orientation: 'portrait',
    margin: [10, 10, 10, 10],
  });
  expect(parseTemplateBody('{"html": 1, "page": {"margin": [1]}}').html).toBe('');
});

test('a custom paper keeps its size in mm; the designer body keeps its model and round-trips', () => {
  const text = JSON.stringify({
    modelId: 'vd-purchase-order',
    page: { size: 'custom', orientation: 'landscape', margin: [5, 5, 5, 5], width: 100, height: 150 },
    html: '<p>{title}</p>',
  });
  const body = parseTemplateBody(text);
  expect(body.modelId).toBe('vd-purchase-order');
  expect(pageMillimetres(body.page)).toEqual([150, 100]);
  expect(pageRule(body.page)).toBe('@page { size: 150mm 100mm; margin: 5mm 5mm 5mm 5mm; }');
  expect(stringifyTemplateBody(body)).toBe(text);
  // a custom size without its dimensions falls back to A4
  expect(parseTemplateBody('{"page": {"size": "custom"}, "html": ""}').page.size).toBe('A4');
});

import type { ImportHeader, ImportRow } from '../../contract';

/**
 * The import-preview benchmark's data: 20 columns as the server's ImportPreview describes them (8 texts,
 * 4 numbers, 4 single selects and 1 multiple select with options, 2 dates, 1 switch) and N converted rows,
 * fixed (no randomness).
 */

const options = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, fullName: `${prefix}选项${i + 1}` }));

export function benchHeaders(): ImportHeader[] {
  const text = (i: number): ImportHeader => ({ id: `text${i}`, fullName: `文本${i}`, jnpfKey: 'input' });
  const number = (i: number): ImportHeader => ({ id: `num${i}`, fullName: `数字${i}`, jnpfKey: 'inputNumber' });
  const select = (i: number): ImportHeader => ({
    id: `sel${i}`,
    fullName: `选择${i}`,
    jnpfKey: 'select',
    options: options(`s${i}-`, 6),
  });
  return [
    ...[1, 2, 3, 4].map(text),
    ...[1, 2].map(number),
    ...[1, 2].map(select),
    { id: 'day1', fullName: '日期1', jnpfKey: 'datePicker' },
    ...[5, 6, 7, 8].map(text),
    ...[3, 4].map(number),
    ...[3, 4].map(select),
    { id: 'tags', fullName: '标签', jnpfKey: 'checkbox', multiple: true, options: options('t', 5) },
    { id: 'day2', fullName: '日期2', jnpfKey: 'datePicker' },
    {
      id: 'active',
      fullName: '启用',
      jnpfKey: 'switch',
      options: [
        { id: 1, fullName: '开' },
        { id: 0, fullName: '关' },
      ],
    },
  ];
}

const DAY = 86_400_000;

export function benchRows(count: number): ImportRow[] {
  return Array.from({ length: count }, (_, i) => {
    const row: ImportRow = {};
    for (let t = 1; t <= 8; t++) row[`text${t}`] = `第${i + 1}行 文本${t}`;
    for (let n = 1; n <= 4; n++) row[`num${n}`] = (i * n) % 997;
    for (let s = 1; s <= 4; s++) row[`sel${s}`] = `s${s}-${(i % 6) + 1}`;
    row.tags = [`t${(i % 5) + 1}`, `t${((i + 2) % 5) + 1}`];
    row.day1 = Date.UTC(2026, 0, 1) + (i % 300) * DAY;
    row.day2 = Date.UTC(2025, 5, 1) + (i % 200) * DAY;
    row.active = i % 2;
    return row;
  });
}

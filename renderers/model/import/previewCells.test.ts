import type { ImportHeader } from '../../../contract';
import { cellText } from './previewCells';

/** What a preview or failure cell shows must be what the server converts back to the same value. */
describe('cellText', () => {
  const header = (jnpfKey: string, extra: Partial<ImportHeader> = {}): ImportHeader => ({
    id: 'f',
    fullName: 'F',
    jnpfKey,
    ...extra,
  });

  test('options show their labels; unknown values as they are', () => {
    const level = header('select', { options: [{ id: '1', fullName: '普通' }], multiple: true });
    expect(cellText(level, ['1', '9'])).toBe('普通,9');
  });

  test('dates as yyyy-MM-dd, cascader paths with / and ;', () => {
    expect(cellText(header('datePicker'), new Date(2024, 2, 5, 10, 30).getTime())).toBe('2024-03-05');
    expect(cellText(header('cascader'), ['08', '0812'])).toBe('08/0812');
    expect(cellText(header('cascader', { multiple: true }), [['a', 'b'], ['c']])).toBe('a/b;c');
    expect(cellText(header('input'), null)).toBe('');
  });
});

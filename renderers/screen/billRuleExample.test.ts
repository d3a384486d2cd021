import { billDatePart, billRuleExample } from './billRuleExample';

const at = new Date(2024, 6, 5, 9, 8, 7, 6); // 2024-07-05 09:08:07.006 local time

describe('billRuleExample', () => {
  test.each([
    // prefix, dateFormat, digit, startNumber → example
    ['DD', 'yyyyMMdd', 4, '1', 'DD202407050001'],
    ['DD', 'YYYYMMDD', '4', '1', 'DD202407050001'],
    ['HY', 'yyyyMM', 5, '12', 'HY20240700012'],
    ['XS', 'yyyy', 3, '7', 'XS2024007'],
    ['FK', 'no', 6, '1', 'FK000001'],
    // the trailing digits are kept when the start is longer than the digit count
    ['DD', 'yyyyMMdd', 4, '123456', 'DD202407053456'],
    // leading zeros typed by the user count as digits
    ['A', 'no', 4, '0012', 'A0012'],
    ['A', 'no', 3, '00012', 'A012'],
    ['A', 'no', 1, '9', 'A9'],
    // a digit that is not 1–9 leaves the start as typed
    ['A', 'no', '', '12', 'A12'],
    ['A', 'no', '0', '12', 'A12'],
    ['A', 'no', '12', '12', 'A12'],
    ['A', 'no', 'x', '12', 'A12'],
    // nothing typed yet
    ['', 'no', 4, '', ''],
    ['', '', '', '', ''],
    ['P', undefined, undefined, undefined, 'P'],
  ])('prefix %j, date %j, digit %j, start %j → %j', (prefix, dateFormat, digit, startNumber, example) => {
    expect(billRuleExample({ prefix, dateFormat, digit, startNumber }, at)).toBe(example);
  });

  test('no input at all is an empty example; spaces around values are ignored', () => {
    expect(billRuleExample(null, at)).toBe('');
    expect(billRuleExample(undefined, at)).toBe('');
    expect(billRuleExample({ prefix: ' DD ', dateFormat: 'yyyy', digit: ' 2 ', startNumber: ' 5 ' }, at)).toBe(
      'DD202405',
    );
  });

  test('uses the current date by default', () => {
    const now = new Date();
    const year = String(now.getFullYear());
    expect(billRuleExample({ prefix: 'X', dateFormat: 'yyyy', digit: 2, startNumber: '1' })).toBe(`X${year}01`);
  });
});

describe('billDatePart', () => {
  test.each([
    ['yyyyMMdd', '20240705'],
    ['yyyyMM', '202407'],
    ['yyyy', '2024'],
    ['YYYYMMDD', '20240705'],
    ['yyyyMMddHHmmss', '20240705090807'],
    ['yyyyMMddHHmmssSSS', '20240705090807006'],
    ['no', ''],
    ['', ''],
  ])('%s → %s', (format, part) => {
    expect(billDatePart(format, at)).toBe(part);
  });
});

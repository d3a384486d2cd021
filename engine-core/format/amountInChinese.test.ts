import { amountInChinese } from './amountInChinese';

/** Expected texts worked out by hand from the platform converter's rules (listed on `amountInChinese`). */
describe('amountInChinese', () => {
  test.each<[unknown, string]>([
    // zero in every spelling
    [0, '零元整'],
    ['0.00', '零元整'],
    [-0, '零元整'],
    // plain integers and zero runs
    [1, '壹元整'],
    [10, '壹拾元整'],
    [20.1, '贰拾元壹角'],
    [105, '壹佰零伍元整'],
    [1010, '壹仟零壹拾元整'],
    [100000, '壹拾万元整'],
    [100010, '壹拾万零壹拾元整'],
    [100001, '壹拾万零壹元整'],
    // no 零 before a 仟 digit: the platform's own wording
    [10001000, '壹仟万壹仟元整'],
    [1001000, '壹佰万壹仟元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [1000000001, '壹拾亿零壹元整'],
    [123456789, '壹亿贰仟叁佰肆拾伍万陆仟柒佰捌拾玖元整'],
    [1000000000000, '壹兆元整'],
    // 15 integer digits are the limit
    ['123456789012345', '壹佰贰拾叁兆肆仟伍佰陆拾柒亿捌仟玖佰零壹万贰仟叁佰肆拾伍元整'],
    ['999999999999999', '玖佰玖拾玖兆玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    ['1234567890123456', '数字较大溢出'],
    [1e21, '数字较大溢出'],
    [Number.POSITIVE_INFINITY, '数字较大溢出'],
    // decimals: 角 分 厘 毫, zeros between them unspoken, past four ignored
    [0.5, '伍角'],
    [0.05, '伍分'],
    [1.5, '壹元伍角'],
    [1.05, '壹元伍分'],
    [2.3, '贰元叁角'],
    [12.3456, '壹拾贰元叁角肆分伍厘陆毫'],
    ['0.105', '壹角伍厘'],
    ['1.23456', '壹元贰角叁分肆厘伍毫'],
    ['1.00001', '壹元'],
    ['0.00001', ''],
    [1e-7, '数字较大溢出'],
    // negatives
    [-1234.5, '负数壹仟贰佰叁拾肆元伍角'],
    [-0.05, '负数伍分'],
    ['-100', '负数壹佰元整'],
    // not a number
    ['1,234', ''],
    ['abc', '数字较大溢出'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%j → %s', (input, expected) => {
    expect(amountInChinese(input)).toBe(expected);
  });

  test('the overflow message follows the language', () => {
    expect(amountInChinese('1234567890123456', 'en')).toBe('Number too large');
    expect(amountInChinese('1234567890123456', 'zhtw')).toBe('數字較大溢出');
  });
});

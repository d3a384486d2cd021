import { maskText, type MaskConfig } from './maskText';

type Case = [string, unknown, Partial<MaskConfig> | undefined, string];

describe('maskText', () => {
  test.each<Case>([
    ['default is type 1 with *', 'secret', undefined, '******'],
    ['empty', '', { maskType: 1 }, ''],
    ['null', null, { maskType: 1 }, ''],
    ['number input', 12345, { maskType: 1, filler: '#' }, '#####'],
    ['1 all', 'abc', { maskType: 1 }, '***'],
    ['2 name, three characters', '张小明', { maskType: 2 }, '张*明'],
    ['2 name, two characters', '张三', { maskType: 2 }, '张*'],
    ['2 name, one character', '张', { maskType: 2 }, '张'],
    ['2 name, long', '欧阳娜娜子', { maskType: 2 }, '欧***子'],
    ['3 phone', '13812345678', { maskType: 3 }, '138****5678'],
    ['3 phone, too short', '1234567', { maskType: 3 }, '1234567'],
    ['4 email', 'zhangsan@example.com', { maskType: 4 }, 'zha*****@example.com'],
    ['4 email, short local part', 'ab@x.cn', { maskType: 4 }, 'ab@x.cn'],
    ['4 email, no @', 'abcdef', { maskType: 4 }, 'abc***'],
    ['5 ID number', '110101199003071234', { maskType: 5 }, '110101****234'],
    ['5 ID number, short', '123456789', { maskType: 5 }, '123456789'],
    ['6 IP', '192.168.1.20', { maskType: 6 }, '192.***.***.***'],
    ['7 plate', '京A12345', { maskType: 7 }, '京****45'],
    ['8 bank card', '6222021234567890123', { maskType: 8 }, '622202*********0123'],
    ['filler', '13812345678', { maskType: 3, filler: '#' }, '138####5678'],
    ['empty filler falls back to *', 'ab', { maskType: 1, filler: '' }, '**'],
    ['unknown type keeps text', 'abc', { maskType: 42 }, 'abc'],
    ['0 custom, hide all', 'abcdef', { maskType: 0 }, '******'],
    [
      '0 custom, counts',
      'abcdefgh',
      { maskType: 0, prefixType: 2, prefixLimit: 2, suffixType: 2, suffixLimit: 3 },
      'ab***fgh',
    ],
    [
      '0 custom, counts cover all',
      'abcd',
      { maskType: 0, prefixType: 2, prefixLimit: 2, suffixType: 2, suffixLimit: 2 },
      'abcd',
    ],
    ['0 custom, up to char', 'user-12345', { maskType: 0, prefixType: 3, prefixSpecifyChar: '-' }, 'user******'],
    ['0 custom, through char', 'user-12345', { maskType: 0, prefixType: 4, prefixSpecifyChar: '-' }, 'user-*****'],
    ['0 custom, after char', 'secret@corp', { maskType: 0, suffixType: 3, suffixSpecifyChar: '@' }, '*******corp'],
    ['0 custom, from char', 'secret@corp', { maskType: 0, suffixType: 4, suffixSpecifyChar: '@' }, '******@corp'],
    [
      '0 custom, unreal mask',
      'abcdefgh',
      {
        maskType: 0,
        prefixType: 2,
        prefixLimit: 1,
        suffixType: 2,
        suffixLimit: 1,
        useUnrealMask: true,
        unrealMaskLength: 3,
      },
      'a***h',
    ],
    ['0 custom, ignore chars', '2024-06-15', { maskType: 0, ignoreChar: '-' }, '****-**-**'],
    [
      '0 custom, ignore chars + unreal',
      '2024-06-15',
      { maskType: 0, ignoreChar: '-', useUnrealMask: true, unrealMaskLength: 1 },
      '*-*-*',
    ],
    [
      'numbers as text',
      'abcdefgh',
      {
        maskType: '0',
        prefixType: '2',
        prefixLimit: '2',
        suffixType: '2',
        suffixLimit: '1',
      } as unknown as Partial<MaskConfig>,
      'ab*****h',
    ],
    ['0 custom, ignore * itself', 'a*b.c', { maskType: 0, ignoreChar: '*,.', filler: '#' }, '#*#.#'],
  ])('%s', (_label, value, config, expected) => {
    expect(maskText(value, config)).toBe(expected);
  });
});

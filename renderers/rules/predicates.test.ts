import { NAMED_RULES, isArray, isString } from './predicates';

/** Each named rule with values it must accept and values it must refuse. */
const table: Record<string, { valid: unknown[]; invalid: unknown[] }> = {
  phone: {
    valid: ['13800138000', '19912345678', 15012345678],
    invalid: ['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a', ''],
  },
  password: {
    valid: ['abc123', 'A1b2C3d4E5f6G7h8', '123abc'],
    invalid: ['abcdef', '123456', 'ab12', 'abc123abc123abc12', 'abc 123', 'abc_123'],
  },
  idCard: {
    valid: ['11010519491231002X', '11010519491231002x', '440304199001011233', '320106198511054567'],
    invalid: [
      '110105194912310021', // wrong check digit
      '11010519491331002X', // month 13
      '11010519490230002X', // 30 February
      '01010519491231002X', // region cannot start with 0
      '1101051949123100', // too short
      '11010530001231002X', // born in the future
    ],
  },
  email: {
    valid: ['a@b.cn', 'first.last@example.com', 'x_y-z@mail.example.org'],
    invalid: ['a@b', '@b.cn', 'a b@c.cn', 'a@.cn', 'plain'],
  },
  licensePlate: {
    valid: ['京A12345', '粤B8888学', '沪AD12345', '苏E12345F', '川A1234警'],
    invalid: ['京a12345', 'A12345', '京A1234', '京AI2345', '京A123456789', '港A12345'],
  },
  chinese: { valid: ['中文', '会员管理'], invalid: ['中文a', 'abc', '中 文', ''] },
  dotCode: {
    valid: ['a', 'abc', 'a.b', 'v1.2.3', 'A1'],
    invalid: ['.abc', 'abc.', 'a-b', 'a_b', '中文', ''],
  },
  account: { valid: ['admin', 'user01', '007'], invalid: ['user_01', 'user 01', '用户', ''] },
  plainName: { valid: ['会员部', 'Dept1', '会员A部'], invalid: ['会员-部', 'a b', 'a@b', ''] },
  digitCode: { valid: ['0', '0123', 42], invalid: ['12a', '1.5', '-1', ''] },
  halfHours: {
    valid: ['1', '1.5', '0.5', '2.0', 8, 7.5],
    invalid: ['0', '1.2', '0.25', '-1', 'abc.0', '.5', '01'],
  },
  positiveInteger: { valid: ['1', '9', '10', 123], invalid: ['0', '01', '-1', '1.0', 'a'] },
  fieldName: { valid: ['a', 'F_name', 'field1', 'aB_9'], invalid: ['1a', '_a', 'a-b', 'a b', '名称', ''] },
  externalLink: {
    valid: ['http://a.cn', 'https://a.cn/x', 'mailto:a@b.cn', 'tel:10086'],
    invalid: ['/home', 'ftp://a.cn', 'javascript:alert(1)', 'www.a.cn'],
  },
  httpUrl: {
    valid: ['http://example.com', 'https://a.b.cn/path?q=1#x', 'https://example.com:8080/'],
    invalid: ['ftp://example.com', 'http://localhost', 'example.com', 'https://exa mple.com'],
  },
  link: {
    valid: ['http://localhost:3000/x', 'https://example.com', 'ftp://files.example.org/a', 'http://10.0.0.1/'],
    invalid: ['mailto:a@b.cn', 'example.com', 'http://', 'https://bad_host'],
  },
  mailto: { valid: ['mailto:a@b.cn'], invalid: ['mailto:', 'a@b.cn', 'mailto:ab.cn'] },
  tel: { valid: ['tel:10086', 'tel:+86-10-12345678'], invalid: ['tel:', '10086', 'tel:abc'] },
};

describe('named validation rules', () => {
  test('every named rule has a table', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(NAMED_RULES).sort());
  });

  for (const [name, { valid, invalid }] of Object.entries(table)) {
    const rule = NAMED_RULES[name];
    test.each(valid)(`${name} accepts %j`, (value) => {
      expect(rule.test(value)).toBe(true);
      if (rule.pattern) expect(rule.pattern.test(String(value))).toBe(true);
    });
    test.each(invalid)(`${name} refuses %j`, (value) => {
      expect(rule.test(value)).toBe(false);
    });
  }

  test('string and array checks', () => {
    expect([isString('a'), isString(1), isArray([]), isArray('[]')]).toEqual([true, false, true, false]);
  });
});

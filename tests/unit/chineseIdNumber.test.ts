import { idCheckCharacter, isIdCard, isLegacyIdCard } from '../../contract/chineseIdNumber';

/**
 * Vectors from two published test suites (facts only):
 * - validator.js, test/validators.test.js, isIdentityCard locale 'zh-CN' (github.com/validatorjs/validator.js);
 * - django-localflavor, tests of CNIDCardField (github.com/django/django-localflavor, tests/test_cn).
 * The rest are built here from the rules, each named by what it breaks. A fixed "today" keeps the future-date
 * cases stable.
 */
const today = new Date(2026, 0, 15);

describe('isIdCard (18 characters)', () => {
  test.each<[unknown, string]>([
    ['235407195106112745', 'validator.js'],
    ['210203197503102721', 'validator.js'],
    ['520323197806058856', 'validator.js'],
    ['11010119491001001X', 'django-localflavor'],
    ['11010119491001001x', 'django-localflavor: lower-case x'],
    ['11010519491231002X', 'X check digit'],
    ['440304199001011233', 'Guangdong'],
    ['81000019900101123' + idCheckCharacter('81000019900101123'), "Hong Kong residents' residence permit"],
    ['11010520260115001' + idCheckCharacter('11010520260115001'), 'born today'],
  ])('%s is valid (%s)', (id) => {
    expect(isIdCard(id, today)).toBe(true);
  });

  test.each<[unknown, string]>([
    ['160323197806058856', 'validator.js: region 16 does not exist'],
    ['010203197503102721', 'validator.js: region 01'],
    ['135407195106112742', 'validator.js: check digit'],
    ['235407195106112742', 'validator.js: check digit'],
    ['520323297806058856', 'validator.js: year 2978'],
    ['520323197802318856', 'validator.js: 31 February'],
    ['235407207006112742', 'validator.js: born in 2070'],
    ['xx1234567', 'validator.js: not digits'],
    ['123456789', 'validator.js: too short'],
    ['92010119491001001X', 'django-localflavor: region 92'],
    ['91010119491301001X', 'django-localflavor: month 13'],
    ['910101194910010014', 'django-localflavor: check digit'],
    ['110105194912310021', 'check digit 1 instead of X'],
    ['11010519490229002' + idCheckCharacter('11010519490229002'), '29 February 1949 (not a leap year)'],
    ['11010518991231002' + idCheckCharacter('11010518991231002'), 'born before 1900'],
    ['11010520260116002' + idCheckCharacter('11010520260116002'), 'born tomorrow'],
    ['72010519491231002' + idCheckCharacter('72010519491231002'), 'region 72'],
    ['110101491001001', 'a 15-digit number is not an 18-character one'],
    ['11010519491231002X1', 'too long'],
    [11010519491231002, '17 digits as a number'],
    ['', 'empty'],
    [null, 'null'],
  ])('%s is refused (%s)', (id) => {
    expect(isIdCard(id, today)).toBe(false);
  });

  test('the check character is ISO 7064 MOD 11-2 (X for 10)', () => {
    expect(idCheckCharacter('11010519491231002')).toBe('X');
    expect(idCheckCharacter('23540719510611274')).toBe('5');
  });
});

describe('isLegacyIdCard (15 digits, accepted only where a caller asks)', () => {
  test.each<[string, boolean, string]>([
    ['110101491001001', true, 'validator.js and django-localflavor'],
    ['010101491001001', false, 'django-localflavor: region 01'],
    ['110101491041001', false, 'django-localflavor: day 41'],
    ['160101491001001', false, 'validator.js: region 16'],
    ['110101940231001', false, 'validator.js: 31 February 1994'],
    ['11010149100100', false, 'too short'],
    ['11010119491001001X', false, 'an 18-character number'],
  ])('%s → %s (%s)', (id, expected) => {
    expect(isLegacyIdCard(id, today)).toBe(expected);
  });
});

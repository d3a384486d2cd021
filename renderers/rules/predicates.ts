/**
 * The platform's named validation rules and link checks as pure predicates. Values may arrive as numbers from
 * number inputs, so each rule reads `String(value)`.
 */
export type Predicate = (value: unknown) => boolean;

const text = (value: unknown): string =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
const matches =
  (re: RegExp): Predicate =>
  (value) =>
    re.test(text(value));

/** 11 digits: 1, then 3–9, then nine digits */
export const PHONE = /^1[3-9]\d{9}$/;
/** 6–16 letters and digits, neither only digits nor only letters */
export const PASSWORD = /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/;
export const EMAIL =
  /^[A-Za-z0-9]+(?:[._-]+[A-Za-z0-9]+)*@(?:[A-Za-z0-9](?:[-A-Za-z0-9]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';
/** plate letters skip I and O */
const PLATE_CHAR = 'A-HJ-NP-Z0-9';
/** ordinary plates (7 characters, last may be 挂学警港澳) and new-energy plates (8: D/F before or after five digits) */
export const LICENSE_PLATE = new RegExp(
  `^[${PROVINCES}][A-Z](?:[${PLATE_CHAR}]{4}[${PLATE_CHAR}挂学警港澳]|[DF][${PLATE_CHAR}]\\d{4}|\\d{5}[DF])$`,
);
export const CHINESE = /^[\u4e00-\u9fa5]+$/;
/** letters, digits and dots; a dot neither first nor last */
export const DOT_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9.]*[A-Za-z0-9])?$/;
export const ACCOUNT = /^[A-Za-z0-9]+$/;
/** Chinese characters, letters and digits only */
export const PLAIN_NAME = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
export const DIGIT_CODE = /^\d+$/;
/** a positive whole number or a multiple of 0.5 (leave hours: 1, 1.5, 0.5, 2.0) */
export const HALF_HOURS = /^(?:[1-9]\d*(?:\.[05])?|0\.5)$/;
export const POSITIVE_INTEGER = /^[1-9]\d*$/;
export const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
/** the link widget and menus: http(s), mailto and tel links open outside the app */
export const EXTERNAL_LINK = /^(https?:|mailto:|tel:)/;
export const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;
export const URL_PATTERN =
  /^(https?|ftp):\/\/(?:localhost|(?:\d{1,3}\.){3}\d{1,3}|(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** 18-character resident ID: region, a real birth date not in the future, sequence, and the ISO 7064 check digit */
export function isIdCard(value: unknown): boolean {
  const id = text(value).toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return false;
  const year = Number(id.slice(6, 10));
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day || birth.getTime() > Date.now()) {
    return false;
  }
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return ID_CHECK[sum % 11] === id[17];
}

export const isPhone = matches(PHONE);
export const isPassword = matches(PASSWORD);
export const isEmail = matches(EMAIL);
export const isLicensePlate = matches(LICENSE_PLATE);
export const isChinese = matches(CHINESE);
export const isDotCode = matches(DOT_CODE);
export const isAccount = matches(ACCOUNT);
export const isPlainName = matches(PLAIN_NAME);
export const isDigitCode = matches(DIGIT_CODE);
export const isHalfHours = matches(HALF_HOURS);
export const isPositiveInteger = matches(POSITIVE_INTEGER);
export const isFieldName = matches(FIELD_NAME);
export const isExternalLink = matches(EXTERNAL_LINK);
export const isHttpUrl = matches(HTTP_URL);
export const isUrl = matches(URL_PATTERN);
export const isMailto: Predicate = (value) => /^mailto:[^\s@]+@[^\s@]+$/i.test(text(value));
export const isTel: Predicate = (value) => /^tel:\+?[\d\-() ]{3,}$/i.test(text(value));
export const isString: Predicate = (value) => typeof value === 'string' || value instanceof String;
export const isArray: Predicate = (value) => Array.isArray(value);

/**
 * Format name → predicate (and its regex, where one exists, for Formily's format registry). The names are what
 * schemas write: `"x-validator": "phone"` or `[{ "format": "idCard" }]`.
 */
export const NAMED_RULES: Readonly<Record<string, { test: Predicate; pattern?: RegExp }>> = {
  phone: { test: isPhone, pattern: PHONE },
  password: { test: isPassword, pattern: PASSWORD },
  idCard: { test: isIdCard },
  email: { test: isEmail, pattern: EMAIL },
  licensePlate: { test: isLicensePlate, pattern: LICENSE_PLATE },
  chinese: { test: isChinese, pattern: CHINESE },
  dotCode: { test: isDotCode, pattern: DOT_CODE },
  account: { test: isAccount, pattern: ACCOUNT },
  plainName: { test: isPlainName, pattern: PLAIN_NAME },
  digitCode: { test: isDigitCode, pattern: DIGIT_CODE },
  halfHours: { test: isHalfHours, pattern: HALF_HOURS },
  positiveInteger: { test: isPositiveInteger, pattern: POSITIVE_INTEGER },
  fieldName: { test: isFieldName, pattern: FIELD_NAME },
  externalLink: { test: isExternalLink, pattern: EXTERNAL_LINK },
  httpUrl: { test: isHttpUrl, pattern: HTTP_URL },
  link: { test: isUrl, pattern: URL_PATTERN },
  mailto: { test: isMailto },
  tel: { test: isTel },
};

export type NamedRule = keyof typeof NAMED_RULES;

import { isIdCard } from '../../contract/chineseIdNumber';
import { isLicencePlate } from '../../contract/licencePlate';

/**
 * The platform's named validation rules and link checks as pure predicates. Values may arrive as numbers from
 * number inputs, so each rule reads `String(value)`.
 */
export type Predicate = (value: unknown) => boolean;

/** resident ID numbers and licence plates are checked in contract/, where the server can reach them too */
export { isIdCard, isLicencePlate as isLicensePlate };

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

export const isPhone = matches(PHONE);
export const isPassword = matches(PASSWORD);
export const isEmail = matches(EMAIL);
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
  idCard: { test: (value) => isIdCard(value) },
  email: { test: isEmail, pattern: EMAIL },
  licensePlate: { test: isLicencePlate },
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

/** The platform's named rules used by the public account screens. */

/** account: letters and digits */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]+$/;

/** password: 6–16 letters and digits, not only digits and not only letters (6-16位字符的密码（数字和字母组成）) */
export const PASSWORD_PATTERN = /^(?![0-9]+$)(?![A-Za-z]+$)[0-9A-Za-z]{6,16}$/;

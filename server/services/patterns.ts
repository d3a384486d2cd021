/** The platform's named input rules as JSON-schema patterns (the server checks what the forms check). */

/** mainland mobile: 11 digits, 1 then 3–9 */
export const MOBILE_PATTERN = '^1[3-9][0-9]{9}$';
/** a plain mailbox: something@domain.tld, no spaces */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** landline or other phone: digits, spaces, +, - and parentheses */
export const PHONE_PATTERN = '^[0-9+\\-() ]*$';

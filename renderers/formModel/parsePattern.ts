/** The regList pattern parser lives in contract/, where the server's re-validation of records reads it too. */
export { parsePattern, type ParsedPattern } from '../../contract/regexPattern';

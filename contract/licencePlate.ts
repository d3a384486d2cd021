/**
 * Motor-vehicle plates of the People's Republic of China as the current standard (GA 36-2018) writes them,
 * for the form's `licensePlate` rule and anything on the server that needs it.
 *
 * Conventions, chosen explicitly:
 * - the first character is one of the 31 provincial abbreviations, the second the issuing authority's letter;
 * - letters never include I or O (they read as 1 and 0), in any letter position;
 * - ordinary plates: five letters or digits after the authority letter (7 characters);
 * - new-energy plates (8 characters): small vehicles put D (battery electric) or F (other new energy) first,
 *   then a letter or digit, then four digits (京AD12345, 京AF1A234 is refused); large vehicles put five digits
 *   first and D or F last (京A12345D). The further energy letters some regions later issued (A B C E, G H J K)
 *   are not accepted: the platform's users write D/F;
 * - special plates: 警 (police), 学 (driving school) and 挂 (trailer) after four letters or digits; 领
 *   (consulate) after four digits; 港/澳 only on 粤Z with four letters or digits; 使 (embassy) first, then six
 *   digits (使014578);
 * - upper case only, no separator dot or space.
 */
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼]';
const LETTER = 'A-HJ-NP-Z';
const SERIAL = `[${LETTER}0-9]`;
const ISSUER = `${PROVINCE}[${LETTER}]`;

const PLATES: readonly RegExp[] = [
  new RegExp(`^${ISSUER}${SERIAL}{5}$`),
  new RegExp(`^${ISSUER}[DF]${SERIAL}\\d{4}$`),
  new RegExp(`^${ISSUER}\\d{5}[DF]$`),
  new RegExp(`^${ISSUER}${SERIAL}{4}[警学挂]$`),
  new RegExp(`^${ISSUER}\\d{4}领$`),
  new RegExp(`^粤Z${SERIAL}{4}[港澳]$`),
  /^使\d{6}$/,
];

export function isLicencePlate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return PLATES.some((plate) => plate.test(value));
}

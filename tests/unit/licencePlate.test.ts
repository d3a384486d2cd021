import { isLicencePlate } from '../../contract/licencePlate';

/**
 * Vectors from published rule collections (facts only):
 * - any-rule (github.com/any86/any-rule, packages/www/src/RULES.js): the examples and counterExamples of
 *   车牌号(新能源), 车牌号(非新能源) and 车牌号(新能源+非新能源);
 * - Furion (github.com/MonkSoul/Furion, NumberPlateValidatorTests).
 * The others are built here from the rules of contract/licencePlate.ts, each named by what it shows.
 */
describe('isLicencePlate', () => {
  test.each<[unknown, string]>([
    ['京A00599', 'any-rule: ordinary'],
    ['黑D23908', 'any-rule: ordinary'],
    ['粤T88888', 'Furion: ordinary'],
    ['京A1234D', 'ordinary: D as a plain serial letter'],
    ['京AD92035', 'any-rule: small new-energy, D first'],
    ['京AF12345', 'small new-energy, F first'],
    ['京ADA1234', 'small new-energy: a letter second'],
    ['甘G23459F', 'any-rule: large new-energy, F last'],
    ['京A19203D', 'any-rule: large new-energy, D last'],
    ['京A12345D', 'any-rule: large new-energy'],
    ['川A1234警', 'police'],
    ['粤B8888学', 'driving school'],
    ['京A1234挂', 'trailer'],
    ['沪A1234领', 'consulate'],
    ['粤Z1234港', 'Hong Kong'],
    ['粤Z12A4澳', 'Macao'],
    ['使014578', 'embassy'],
  ])('%s is valid (%s)', (plate) => {
    expect(isLicencePlate(plate)).toBe(true);
  });

  test.each<[unknown, string]>([
    ['宁AD1234555555', 'any-rule: too long'],
    ['浙苏H6F681', 'any-rule: two provinces'],
    ['粤B好几个8', 'Furion: Chinese characters in the serial'],
    ['京AA92035', 'any-rule lists it; our convention accepts only D/F as energy letters'],
    ['京AG12345', 'G is not an energy letter here'],
    ['京AD1A234', 'small new-energy: a letter in the four-digit part'],
    ['京A1234DF', 'large new-energy: only five digits before D/F'],
    ['京AI2345', 'I in the serial'],
    ['京AO2345', 'O in the serial'],
    ['京I12345', 'I as the authority letter'],
    ['京O12345', 'O as the authority letter'],
    ['京ADO1234', 'O in a new-energy serial'],
    ['京a12345', 'lower case'],
    ['京A·12345', 'separator dot'],
    ['京A1234', 'too short'],
    ['A12345', 'no province'],
    ['港A12345', '港 is not a province'],
    ['京A123警', '警 after three characters'],
    ['京Z1234港', '港 only on 粤Z'],
    ['粤A1234港', '港 only on 粤Z'],
    ['沪A12B4领', '领 after four digits only'],
    ['使01457', 'embassy: five digits'],
    ['使A12345', '使 is not a province'],
    ['领A12345', '领 is not a province'],
    ['京A1234使', '使 comes first'],
    [1234567, 'a number'],
    [null, 'null'],
  ])('%s is refused (%s)', (plate) => {
    expect(isLicencePlate(plate)).toBe(false);
  });
});

import { fileSize } from './fileSize';

describe('fileSize', () => {
  test.each<[unknown, string]>([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1048575, '1024.00 KB'],
    [1048576, '1.00 MB'],
    [5242880, '5.00 MB'],
    [1073741824, '1.00 GB'],
    [1610612736, '1.50 GB'],
    ['2048', '2.00 KB'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    ['x', ''],
    [-1, ''],
  ])('%j → %s', (bytes, expected) => {
    expect(fileSize(bytes)).toBe(expected);
  });
});

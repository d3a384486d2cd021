import { CHUNK_SIZE, chunkBytes, missingChunks, planChunks } from './chunkPlan';
import { chunkFields, fileExtension, mergeForm } from './uploadFields';

describe('chunk plan', () => {
  test('pieces of 5,242,880 bytes numbered from 1; the remainder joins the last piece as the uploader cuts it', () => {
    expect(CHUNK_SIZE).toBe(5_242_880);
    const size = 3 * CHUNK_SIZE + 1000;
    const chunks = planChunks(size);
    expect(chunks.map((c) => c.number)).toEqual([1, 2, 3]);
    expect(chunks[0]).toEqual({ number: 1, start: 0, end: CHUNK_SIZE });
    expect(chunks[2]).toEqual({ number: 3, start: 2 * CHUNK_SIZE, end: size });
    expect(chunkBytes(chunks)).toBe(size);
  });

  test('a file under one chunk, exactly one chunk, and an empty file are one piece', () => {
    expect(planChunks(10)).toEqual([{ number: 1, start: 0, end: 10 }]);
    expect(planChunks(CHUNK_SIZE)).toEqual([{ number: 1, start: 0, end: CHUNK_SIZE }]);
    expect(planChunks(2 * CHUNK_SIZE - 1)).toHaveLength(1);
    expect(planChunks(2 * CHUNK_SIZE)).toHaveLength(2);
    expect(planChunks(0)).toEqual([{ number: 1, start: 0, end: 0 }]);
  });

  test('the chunks the server reported stored are skipped', () => {
    const chunks = planChunks(4 * CHUNK_SIZE);
    expect(missingChunks(chunks, [1, 3]).map((c) => c.number)).toEqual([2, 4]);
    expect(missingChunks(chunks, [1, 2, 3, 4])).toEqual([]);
  });
});

describe('uploader fields', () => {
  const file = { name: 'Report#1.Final.PDF', size: 2 * CHUNK_SIZE + 7, type: 'application/pdf' };
  const id = '0123456789abcdef0123456789abcdef';

  test('the extension is lower case, without the dot', () => {
    expect(fileExtension(file.name)).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
  });

  test('a chunk carries the standard fields plus fileType and extension', () => {
    const [, second] = planChunks(file.size);
    expect(chunkFields(file, id, 2, second)).toEqual({
      chunkNumber: 2,
      chunkSize: CHUNK_SIZE,
      currentChunkSize: CHUNK_SIZE + 7,
      totalSize: file.size,
      identifier: id,
      filename: file.name,
      relativePath: file.name,
      totalChunks: 2,
      fileType: 'application/pdf',
      extension: 'pdf',
    });
  });

  test('the merge form drops # from the name and fills the default type and path', () => {
    expect(mergeForm(file, id, { type: '' })).toEqual({
      identifier: id,
      fileName: 'Report1.Final.PDF',
      fileSize: file.size,
      fileType: 'application/pdf',
      extension: 'pdf',
      type: 'annex',
      pathType: 'defaultPath',
    });
    expect(mergeForm(file, id, { type: 'document', pathType: 'selfPath', isAccount: 1, folder: 'a/b' })).toMatchObject({
      type: 'document',
      pathType: 'selfPath',
      isAccount: 1,
      folder: 'a/b',
    });
  });
});

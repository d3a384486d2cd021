import { parseRecordData, relationFormSources } from './relationFormSources';

describe('related-form sources', () => {
  test('a record is its JSON text as values; no text, bad text or a non-object is no record', () => {
    expect(parseRecordData('{"memberName":"林晓雯","interests":["1"]}')).toEqual({
      memberName: '林晓雯',
      interests: ['1'],
    });
    expect(parseRecordData({ memberName: '陈思远' })).toEqual({ memberName: '陈思远' });
    expect(parseRecordData('')).toBeNull();
    expect(parseRecordData(undefined)).toBeNull();
    expect(parseRecordData('{not json')).toBeNull();
    expect(parseRecordData('[1,2]')).toBeNull();
    expect(parseRecordData('"text"')).toBeNull();
  });

  test('the app gives the widgets a detail view of a record', () => {
    expect(relationFormSources.RecordView).toBeDefined();
  });
});

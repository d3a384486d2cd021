import { isAllowedOrigin, parseOriginList, readPreviewMessage, toSourceText } from './previewSource';

describe('preview messages', () => {
  const own = 'http://127.0.0.1:5173';

  test.each([
    [own, [], true],
    ['http://evil.example', [], false],
    ['https://designer.example.org', ['https://designer.example.org/'], true],
    ['https://DESIGNER.example.org', ['https://designer.example.org'], true],
    ['https://other.example.org', ['https://designer.example.org'], false],
    ['https://any.example', ['*'], true],
    ['null', ['*'], false],
    ['', [], false],
  ])('origin %s with allow-list %j → %s', (origin, list, expected) => {
    expect(isAllowedOrigin(origin, own, list)).toBe(expected);
  });

  test('the allow-list comes from configuration text', () => {
    expect(parseOriginList(' https://a.example, https://b.example  https://c.example ')).toEqual([
      'https://a.example',
      'https://b.example',
      'https://c.example',
    ]);
    expect(parseOriginList(undefined)).toEqual([]);
  });

  test('a model arrives as JSON text or as an object', () => {
    expect(readPreviewMessage({ type: 'preview-model', formData: '{"fields":[]}' })).toBe('{"fields":[]}');
    expect(readPreviewMessage({ type: 'preview-model', formData: { fields: [] } })).toBe(toSourceText({ fields: [] }));
    expect(toSourceText({ fields: [] })).toBe('{\n  "fields": []\n}');
  });

  test.each([[null], ['text'], [{ type: 'other', formData: {} }], [{ type: 'preview-model' }]])(
    'other messages are ignored: %j',
    (data) => {
      expect(readPreviewMessage(data)).toBeUndefined();
    },
  );
});

import { CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { json } from '@codemirror/lang-json';
import { EditorState } from '@codemirror/state';
import { expect, test } from 'vitest';
import { namedProperties } from '../../../../contract/screens/completionKeys';
import { nameCompletionSource } from './completion';
import { jsonNodeRanges, rangeOfPointer } from './jsonRanges';
import { diagnosticsOf } from './lint';

/** The editor's pure parts: pointer → text range, the completion source, the problems as diagnostics. */

const TEXT = JSON.stringify(
  { schemaVersion: 2, 'x-component': 'Page', properties: { 'a/b': { actions: [{ action: 'api', api: 'x.list' }] } } },
  null,
  2,
);

test('a pointer maps to the text of its node; an escaped key and an array item too', () => {
  const ranges = jsonNodeRanges(TEXT);
  const at = (pointer: string) => {
    const { from, to } = rangeOfPointer(ranges, pointer);
    return TEXT.slice(from, to);
  };
  expect(at('/x-component')).toBe('"Page"');
  expect(at('/properties/a~1b/actions/0/api')).toBe('"x.list"');
  expect(at('/schemaVersion')).toBe('2');
  // an unknown property is marked on its key, a missing node on its nearest parent
  const unknown = rangeOfPointer(ranges, '/properties/a~1b/actions/0', 'unknown property "api"');
  expect(TEXT.slice(unknown.from, unknown.to)).toBe('"api"');
  expect(at('/properties/a~1b/actions/0/nothing')).toBe(
    '{\n          "action": "api",\n          "api": "x.list"\n        }',
  );
});

test('problems become diagnostics on their node, a syntax error at its offset', () => {
  const [diagnostic] = diagnosticsOf(TEXT, [{ pointer: '/x-component', message: 'unknown component "Page"' }]);
  expect(TEXT.slice(diagnostic.from, diagnostic.to)).toBe('"Page"');
  expect(diagnostic.message).toBe('/x-component unknown component "Page"');
  const [syntax] = diagnosticsOf('{ oops }', [{ offset: 2, message: 'JSON 格式错误' }]);
  expect([syntax.from, syntax.to]).toEqual([2, 3]);
});

const complete = (doc: string, pos: number): CompletionResult | null => {
  const state = EditorState.create({ doc, extensions: [json()] });
  const source = nameCompletionSource(namedProperties(), {
    componentName: ['Page', 'CrudTable'],
    apiName: ['dictionaryData.list', 'dictionaryData.remove'],
    actionName: ['api', 'toast'],
  });
  return source(new CompletionContext(state, pos, true)) as CompletionResult | null;
};

test('the value of a property the meta-schema names offers the names of its kind', () => {
  const doc = '{ "x-component": "Cr" }';
  const result = complete(doc, doc.indexOf('Cr') + 2);
  expect(result?.options.map((o) => o.label)).toEqual(['Page', 'CrudTable']);
  expect(result?.from).toBe(doc.indexOf('Cr'));
  const api = '{ "actions": [{ "action": "api", "api": "" }] }';
  expect(complete(api, api.lastIndexOf('""') + 1)?.options.map((o) => o.label)).toEqual([
    'dictionaryData.list',
    'dictionaryData.remove',
  ]);
  const action = '{ "action": "to" }';
  expect(complete(action, action.indexOf('to') + 2)?.options.map((o) => o.label)).toEqual(['api', 'toast']);
});

test('keys and properties that name nothing offer no names', () => {
  const key = '{ "x-comp": 1 }';
  expect(complete(key, key.indexOf('comp') + 2)).toBeNull();
  const title = '{ "title": "Cr" }';
  expect(complete(title, title.indexOf('Cr') + 2)).toBeNull();
});

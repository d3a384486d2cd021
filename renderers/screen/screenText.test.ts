import { describe, expect, test } from 'vitest';
import { localizeScreen, screenTexts } from './screenText';

const catalogue = {
  名称: 'Name',
  请输入名称: 'Enter the name',
  男: 'Male',
  '此操作将永久删除该数据, 是否继续?': "This permanently deletes the data. Don't?",
  顶级节点: 'Top level',
};

const schema = {
  schemaVersion: 2,
  $comment: '名称 stays as it is',
  type: 'object',
  properties: {
    fullName: {
      title: '名称',
      default: '名称',
      'x-component-props': { placeholder: '请输入名称' },
      'x-validator': [{ required: true, message: { zh: '请输入名称', zhtw: '請輸入名稱', en: 'Name, please' } }],
    },
    gender: { enum: [{ label: '男', value: '男' }], 'x-reactions': { fulfill: { state: { value: '名称' } } } },
    plain: { enum: ['男', '女'] },
    remove: {
      confirm: '{{ $record.locked ? \'此操作将永久删除该数据, 是否继续?\' : "名称" }}',
      tree: "{{ [{ fullName: '顶级节点', id: '-1' }] }}",
      untranslated: '没有翻译',
    },
  },
};

describe('localizeScreen', () => {
  test('English: plain texts, expression literals and { zh, zhtw, en } objects; values and notes stay', () => {
    const localized = localizeScreen(schema, 'en', catalogue);
    const props = localized.properties;
    expect(props.fullName.title).toBe('Name');
    expect(props.fullName['x-component-props'].placeholder).toBe('Enter the name');
    expect(props.fullName['x-validator'][0].message).toBe('Name, please');
    expect(props.fullName.default).toBe('名称');
    expect(props.gender.enum).toEqual([{ label: 'Male', value: '男' }]);
    expect(props.gender['x-reactions'].fulfill.state.value).toBe('名称');
    expect(props.plain.enum).toEqual(['男', '女']);
    expect(props.remove.confirm).toBe(
      "{{ $record.locked ? 'This permanently deletes the data. Don\\'t?' : \"Name\" }}",
    );
    expect(props.remove.tree).toBe("{{ [{ fullName: 'Top level', id: '-1' }] }}");
    expect(props.remove.untranslated).toBe('没有翻译');
    expect(localized.$comment).toBe('名称 stays as it is');
    // the input (an imported JSON module) is never changed
    expect(schema.properties.fullName.title).toBe('名称');
  });

  test('simplified Chinese keeps the plain texts and takes zh from the objects', () => {
    const localized = localizeScreen(schema, 'zh', {});
    expect(localized.properties.fullName.title).toBe('名称');
    expect(localized.properties.fullName['x-validator'][0].message).toBe('请输入名称');
  });

  test('an object without the language falls back to its zh', () => {
    const localized = localizeScreen({ title: { zh: '名称', en: 'Name' } }, 'zhtw', {});
    expect(localized.title).toBe('名称');
  });

  test('screenTexts lists the catalogue keys and the objects', () => {
    const texts = screenTexts(schema);
    expect(texts.plain.sort()).toEqual(
      ['名称', '请输入名称', '男', '此操作将永久删除该数据, 是否继续?', '顶级节点', '没有翻译'].sort(),
    );
    expect(texts.translated).toEqual([{ zh: '请输入名称', zhtw: '請輸入名稱', en: 'Name, please' }]);
  });
});

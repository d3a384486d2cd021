import { expandPresets, PresetError } from './presets';
import { migrateScreen } from './migrations';

/** Presets expand to exactly the fragment screens used to spell out, and bad ones are reported with a path. */
describe('screen presets', () => {
  test('stateSwitch builds the 状态 column, asking first when a noun is given', () => {
    const column = expandPresets({
      $preset: 'stateSwitch',
      api: 'group.toggleState',
      refresh: 'dataTable',
      noun: '分组',
      width: 100,
    });
    expect(column).toEqual({
      title: '状态',
      dataIndex: 'enabledMark',
      width: 100,
      render: 'switch',
      checkedValue: 1,
      uncheckedValue: 0,
      checkedLabel: '启用',
      uncheckedLabel: '禁用',
      auth: 'btn_edit',
      toggle: [
        {
          action: 'api',
          api: 'group.toggleState',
          args: { id: '{{ $record.id }}' },
          confirm: "{{ $record.enabledMark == 1 ? '此操作将禁用该分组, 是否继续?' : '此操作将启用该分组, 是否继续?' }}",
          success: { duration: 1 },
        },
        { action: 'refresh', target: 'dataTable' },
      ],
    });
  });

  test('deleteAction keeps extra keys and refreshes every target', () => {
    const action = expandPresets({ $preset: 'deleteAction', api: 'x.remove', refresh: ['a', 'b'], visible: '{{ 1 }}' });
    expect(action).toEqual({
      label: '删除',
      danger: true,
      auth: 'btn_remove',
      visible: '{{ 1 }}',
      action: [
        {
          action: 'api',
          api: 'x.remove',
          args: { id: '{{ $record.id }}' },
          confirm: '此操作将永久删除该数据, 是否继续?',
        },
        { action: 'refresh', target: 'a' },
        { action: 'refresh', target: 'b' },
      ],
    });
  });

  test('presets expand wherever they sit, on load (migrateScreen)', () => {
    const screen = {
      schemaVersion: 2,
      properties: { t: { 'x-component-props': { columns: [{ $preset: 'stateSwitch', api: 'a.t', refresh: 't' }] } } },
    };
    const { schema } = migrateScreen(screen);
    expect(JSON.stringify(schema)).not.toContain('$preset');
    expect(JSON.stringify(schema)).toContain('"render":"switch"');
  });

  test('an unknown preset or a missing parameter names the path', () => {
    expect(() => expandPresets({ list: [{ $preset: 'nope' }] })).toThrow(PresetError);
    try {
      expandPresets({ list: [{ $preset: 'deleteAction', refresh: 't' }] });
    } catch (error) {
      expect(error).toMatchObject({ path: '/list/0', message: 'preset "deleteAction" needs "api"' });
    }
  });
});

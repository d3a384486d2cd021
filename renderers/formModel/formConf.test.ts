import { formDataToSchema } from './formDataToSchema';
import { readFormConf } from './formConf';
import { testRegistry } from './__fixtures__/testRegistry';
import { props } from './__fixtures__/schemaAccess';

describe('formConf', () => {
  test('V3 defaults fill everything the model leaves out', () => {
    expect(readFormConf({ fields: [] })).toEqual({
      labelWidth: 100,
      labelPosition: 'right',
      labelSuffix: '',
      size: 'default',
      colon: false,
      gutter: 15,
      span: 24,
      disabled: false,
      popupType: 'general',
      generalWidth: '600px',
      fullScreenWidth: '100%',
      drawerWidth: '600px',
      popupWidth: '600px',
      buttons: {
        hasCancelBtn: true,
        cancelButtonText: '取 消',
        hasConfirmBtn: true,
        confirmButtonText: '确 定',
        hasConfirmAndAddBtn: false,
        confirmAndAddButtonText: '确定并新增',
        hasPrintBtn: false,
        printButtonText: '打 印',
        printId: '',
        hasCopyBtn: false,
        copyButtonText: '复 制',
      },
      funcs: { onLoad: undefined, beforeSubmit: undefined, afterSubmit: undefined },
      formStyle: '',
      className: [],
      primaryKeyPolicy: 1,
      concurrencyLock: false,
      logicalDelete: false,
    });
  });

  test('the model’s own settings win', () => {
    const conf = readFormConf({
      labelWidth: '120px',
      labelPosition: 'top',
      labelSuffix: '：',
      size: 'small',
      gutter: 20,
      span: 12,
      disabled: true,
      colon: true,
      hasCancelBtn: false,
      cancelButtonText: '关闭',
      hasPrintBtn: true,
      printButtonText: '打印单据',
      printId: ['p1'],
      hasConfirmBtn: 0,
      // a non-string script is ignored
      funcs: { onLoad: '() => 1', beforeSubmit: 42 as unknown as string },
      className: 'compact',
    });
    expect(conf).toMatchObject({
      labelWidth: 120,
      labelPosition: 'top',
      labelSuffix: '：',
      size: 'small',
      gutter: 20,
      span: 12,
      disabled: true,
      colon: true,
      className: ['compact'],
      funcs: { onLoad: '() => 1', beforeSubmit: undefined },
    });
    expect(conf.buttons).toMatchObject({
      hasCancelBtn: false,
      cancelButtonText: '关闭',
      hasPrintBtn: true,
      printButtonText: '打印单据',
      printId: ['p1'],
      hasConfirmBtn: false,
    });
  });

  test.each([
    [{ popupType: 'general', generalWidth: 800 }, 'general', '800px'],
    [{ popupType: 'fullScreen', fullScreenWidth: '90%' }, 'fullScreen', '90%'],
    [{ popupType: 'drawer', drawerWidth: '700' }, 'drawer', '700px'],
    [{ popupType: 'drawer' }, 'drawer', '600px'],
    [{ popupType: 'dialog' }, 'general', '600px'],
  ])('popupType %j → %s at %s', (model, popupType, popupWidth) => {
    expect(readFormConf(model)).toMatchObject({ popupType, popupWidth });
  });

  test.each([
    ['medium', 'default'],
    ['mini', 'small'],
    ['large', 'large'],
    ['huge', 'default'],
  ])('size %s → %s', (size, expected) => {
    expect(readFormConf({ size }).size).toBe(expected);
  });

  test('the grid gets the gutter and fields without span the form default span', () => {
    const { schema } = formDataToSchema(
      { gutter: 24, span: 12, fields: [{ __vModel__: 'a', __config__: { jnpfKey: 'input' } }] },
      { registry: testRegistry },
    );
    const grid = props(schema).__grid;
    expect(grid['x-component']).toBe('GridLayout');
    expect(grid['x-component-props']).toEqual({ gutter: 24 });
    expect(props(grid).a['x-data'].span).toBe(12);
  });
});

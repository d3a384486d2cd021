import { readFormConf } from '../formModel/formConf';
import { popupLayerOf } from './popupLayer';

describe('popupType → the layer the form opens in', () => {
  test.each([
    [
      { popupType: 'general', generalWidth: '760px' },
      { type: 'general', width: '760px' },
    ],
    [
      { popupType: 'fullScreen', fullScreenWidth: '1100px' },
      { type: 'fullScreen', width: '1100px' },
    ],
    [
      { popupType: 'drawer', drawerWidth: 640 },
      { type: 'drawer', width: '640px' },
    ],
    [{}, { type: 'general', width: '600px' }],
    [{ popupType: 'sideways' }, { type: 'general', width: '600px' }],
  ])('%j', (model, expected) => {
    expect(popupLayerOf(readFormConf(model))).toEqual(expected);
  });

  test('the preview opens the same form another way, at that way’s width', () => {
    const conf = readFormConf({ popupType: 'general', generalWidth: '700px', drawerWidth: '500px' });
    expect(popupLayerOf(conf, 'drawer')).toEqual({ type: 'drawer', width: '500px' });
    expect(popupLayerOf(conf, 'fullScreen')).toEqual({ type: 'fullScreen', width: '100%' });
  });
});

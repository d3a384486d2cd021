import {
  closeAllTagViews,
  closeOtherTagViews,
  closeTagView,
  dropCachedView,
  initAffixTags,
  openTag,
  registerViewCache,
  resetTags,
  tags,
} from './tags';
import type { TagView } from './tagsModel';

const view = (key: string, affix = false): TagView => ({ key, path: key, title: key, affix, noCache: false });

describe('tags store', () => {
  const destroyed: string[][] = [];
  let destroyedAll = 0;

  beforeEach(() => {
    destroyed.length = 0;
    destroyedAll = 0;
    registerViewCache({
      destroy: async (k) => void destroyed.push(k),
      destroyAll: async () => void (destroyedAll += 1),
    });
    tags.views = [];
    initAffixTags([view('/home', true)]);
  });
  afterEach(() => registerViewCache(null));

  test('affix tabs come first and stay first', () => {
    openTag(view('/a'));
    initAffixTags([view('/home', true)]);
    expect(tags.views.map((t) => t.key)).toEqual(['/home', '/a']);
  });

  test('closing the active tab drops its cache and lands on the last tab', () => {
    openTag(view('/a'));
    openTag(view('/b'));
    expect(closeTagView('/b', '/b')).toBe('/a');
    expect(destroyed).toEqual([['/b']]);
    expect(closeTagView('/a', '/home')).toBeNull();
  });

  test('closing an affix tab does nothing', () => {
    expect(closeTagView('/home', '/home')).toBeNull();
    expect(destroyed).toEqual([]);
    expect(tags.views).toHaveLength(1);
  });

  test('close others shows the chosen tab', () => {
    openTag(view('/a'));
    openTag(view('/b'));
    expect(closeOtherTagViews('/a', '/b')).toBe('/a');
    expect(tags.views.map((t) => t.key)).toEqual(['/home', '/a']);
    expect(destroyed).toEqual([['/b']]);
  });

  test('close all goes to the affix tab', () => {
    openTag(view('/a'));
    expect(closeAllTagViews('/a')).toBe('/home');
    expect(tags.views.map((t) => t.key)).toEqual(['/home']);
  });

  test('without affix tabs closing the last one goes to /', () => {
    tags.affix = [];
    tags.views = [view('/a')];
    expect(closeTagView('/a', '/a')).toBe('/');
  });

  test('refresh and reset reach the view cache', async () => {
    openTag(view('/a'));
    await dropCachedView('/a');
    resetTags();
    expect(destroyed).toEqual([['/a']]);
    expect(destroyedAll).toBe(1);
    expect(tags.views.map((t) => t.key)).toEqual(['/home']);
  });
});

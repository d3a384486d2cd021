import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  landingAfterClose,
  removedKeys,
  type TagView,
} from './tagsModel';

function view(key: string, extra: Partial<TagView> = {}): TagView {
  return { key, path: key.split('?')[0], title: key, affix: false, noCache: false, ...extra };
}

const home = view('/home', { affix: true, title: '首页' });
const dict = view('/system/dictionary');
const user = view('/permission/user');
const userQuery = view('/permission/user?id=1');
const keys = (list: TagView[]) => list.map((t) => t.key);

describe('tags', () => {
  test('adding appends once per path+query', () => {
    let list = addTag([home], dict);
    list = addTag(list, user);
    list = addTag(list, dict);
    list = addTag(list, userQuery);
    expect(keys(list)).toEqual(['/home', '/system/dictionary', '/permission/user', '/permission/user?id=1']);
  });

  test('adding an open key refreshes its title without moving it or losing affix', () => {
    const list = addTag([home, dict], { ...home, title: 'Home', affix: false });
    expect(list[0]).toMatchObject({ key: '/home', title: 'Home', affix: true });
    expect(keys(list)).toEqual(['/home', '/system/dictionary']);
  });

  test('close removes one tab but never an affix one', () => {
    expect(keys(closeTag([home, dict, user], '/system/dictionary'))).toEqual(['/home', '/permission/user']);
    expect(keys(closeTag([home, dict], '/home'))).toEqual(['/home', '/system/dictionary']);
    expect(keys(closeTag([home, dict], '/nope'))).toEqual(['/home', '/system/dictionary']);
  });

  test('close others keeps affix tabs and the chosen one', () => {
    expect(keys(closeOtherTags([home, dict, user, userQuery], '/permission/user'))).toEqual([
      '/home',
      '/permission/user',
    ]);
  });

  test('close all keeps only affix tabs', () => {
    expect(keys(closeAllTags([home, dict, user]))).toEqual(['/home']);
    expect(closeAllTags([dict, user])).toEqual([]);
  });

  test('removed keys are what a close dropped', () => {
    expect(removedKeys([home, dict, user], [home, user])).toEqual(['/system/dictionary']);
    expect(removedKeys([home], [home])).toEqual([]);
  });

  test('landing: stay while the active view is open, else the last tab, else /', () => {
    expect(landingAfterClose([home, dict], '/system/dictionary')).toBeNull();
    expect(landingAfterClose([home, user], '/system/dictionary')).toBe('/permission/user');
    expect(landingAfterClose([home], '/system/dictionary')).toBe('/home');
    expect(landingAfterClose([], '/system/dictionary')).toBe('/');
  });
});

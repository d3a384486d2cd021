import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { menusToRoutes } from '../../router/menuRoutes';
import DictionaryPage from './index';

const shown = vi.hoisted(() => [] as { id: string; extraParams?: Record<string, string> }[]);
vi.mock('../../engine/SchemaScreenPage', () => ({
  SchemaScreenPage: (props: { id: string; extraParams?: Record<string, string> }) => {
    shown.push(props);
    return <div data-testid="screen">{`${props.id} ${JSON.stringify(props.extraParams)}`}</div>;
  },
}));

beforeEach(() => {
  shown.length = 0;
});

function show(handle: unknown) {
  const router = createMemoryRouter([{ path: '/x', element: <DictionaryPage />, handle }], { initialEntries: ['/x'] });
  return render(<RouterProvider router={router} />);
}

const menu = (propertyJson: string) => ({
  id: 'm-x',
  parentId: '0',
  fullName: '会员类型',
  enCode: 'memberType',
  icon: '',
  type: 4 as const,
  urlAddress: '',
  linkTarget: '_self',
  propertyJson,
  sortCode: 0,
  children: [],
});

function routeOf(propertyJson: string) {
  const [route] = menusToRoutes([menu(propertyJson)] as never, { token: '', dataVHost: '' }).routes;
  return { title: route.title, menuId: route.id, menu: route };
}

describe('DictionaryPage (menu type 4)', () => {
  it('renders the dictionary entries screen for the category in the menu propertyJson', () => {
    show(routeOf('{"moduleId":"dt-member-type","isTree":0}'));
    expect(shown.at(-1)).toEqual({
      id: 'system/dictionary-entries.page',
      extraParams: { typeId: 'dt-member-type', isTree: '0' },
    });
  });

  it('passes isTree 1 for a tree dictionary', () => {
    show(routeOf('{"moduleId":"dt-discipline","isTree":1}'));
    expect(shown.at(-1)?.extraParams).toEqual({ typeId: 'dt-discipline', isTree: '1' });
  });

  it('a menu without a category says so instead of rendering an empty table', () => {
    show(routeOf('{}'));
    expect(shown).toHaveLength(0);
    expect(screen.getByTestId('dictionary-not-configured').textContent).toContain('该菜单未关联数据字典');
  });
});

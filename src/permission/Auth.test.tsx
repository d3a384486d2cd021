import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PermissionEntry } from '../../contract';
import { session } from '../store/session';
import { Auth } from './Auth';
import { useAuth } from './useAuth';

const item = (enCode: string) => ({ id: enCode, fullName: enCode, enCode });

function Buttons() {
  const { buttons } = useAuth();
  return <span data-testid="defaults">{JSON.stringify(buttons)}</span>;
}

function renderAt(path: string) {
  const page = (
    <>
      <Auth code="btn_add">
        <button>新建</button>
      </Auth>
      <Auth code="btn_remove">
        <button>删除</button>
      </Auth>
      <Auth code="btn_remove" judge={false}>
        <button>不判断</button>
      </Auth>
      <Auth code={['btn_remove', 'btn_edit']}>
        <button>任一</button>
      </Auth>
      <Buttons />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/dict', element: page, handle: { title: '数据字典', menuId: 'm-dict' } },
      { path: '/home', element: page, handle: { title: '首页' } },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('<Auth> and useAuth', () => {
  beforeEach(() => {
    const list: PermissionEntry[] = [
      {
        modelId: 'm-dict',
        moduleName: '',
        button: [item('btn_add'), item('btn_edit')],
        column: [],
        form: [],
        resource: [],
      },
    ];
    session.permissionList = list;
  });

  test("the route's menu id picks the permission entry", () => {
    renderAt('/dict');
    expect(screen.queryByText('新建')).not.toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.queryByText('不判断')).not.toBeNull();
    expect(screen.queryByText('任一')).not.toBeNull();
    expect(JSON.parse(screen.getByTestId('defaults').textContent ?? '')).toEqual({
      btn_add: true,
      btn_edit: true,
      btn_remove: false,
    });
  });

  test('a route without a menu id is denied', () => {
    renderAt('/home');
    expect(screen.queryByText('新建')).toBeNull();
    expect(screen.queryByText('不判断')).not.toBeNull();
  });
});

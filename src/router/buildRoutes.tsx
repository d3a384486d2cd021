import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import GuardOutlet from './GuardOutlet';
import FullPageSpin from '../components/FullPageSpin';
import { WithAntdApp } from '../components/AntdAppRoot';
import { resolveView } from './pageRegistry';
import { shellPages } from './shellPages';
import { PUBLIC_ROUTES } from './guard';
import type { MenuRoute } from './menuRoutes';
import type { RouteHandle } from './routeHandle';

const LoginPage = lazy(() => import('../pages/login'));
const AppLayout = lazy(() => import('../layouts/AppLayout'));
const HomePage = lazy(() => import('../pages/home'));
const NotFoundPage = lazy(() => import('../pages/notFound'));
const ExternalLinkPage = lazy(() => import('../pages/externalLink'));
const DataScreenMissingPage = lazy(() => import('../pages/dataScreen'));
const RedirectPage = lazy(() => import('../pages/redirect'));
const PlaceholderPage = lazy(() => import('../pages/placeholder'));
const PreviewModelPage = lazy(() => import('../pages/previewModel'));
const ModelPage = lazy(() => import('../pages/model'));
const DictionaryPage = lazy(() => import('../pages/dictionaryPage'));
const ReportPage = lazy(() => import('../pages/report'));
const PortalPage = lazy(() => import('../pages/portal'));

function page(Component: ComponentType, fallback: ReactNode = <FullPageSpin />) {
  return (
    <Suspense fallback={fallback}>
      <Component />
    </Suspense>
  );
}

/** A screen that may use App.useApp(): every screen but the sign-in page (see AntdAppRoot). */
function appPage(Component: ComponentType) {
  return (
    <WithAntdApp>
      <Suspense fallback={<FullPageSpin />}>
        <Component />
      </Suspense>
    </WithAntdApp>
  );
}

/** Fixed routes under the main layout; those not built yet show the placeholder page. */
export const fixedLayoutRoutes: {
  path: string;
  title: string;
  i18nKey?: string;
  component?: ComponentType;
  affix?: boolean;
}[] = [
  { path: '/home', title: '首页', i18nKey: 'route.home', component: HomePage, affix: true },
  { path: '/dashboard', title: '工作台', i18nKey: 'route.dashboard' },
  {
    path: '/messageRecord',
    title: '站内消息',
    i18nKey: 'route.messageRecord',
    component: lazy(() => import('../pages/messageRecord')),
  },
  { path: '/previewModel', title: '功能预览', component: PreviewModelPage },
  { path: '/profile', title: '个人信息', i18nKey: 'route.profile' },
  { path: '/emailDetail', title: '查看邮件' },
  { path: '/workFlowDetail', title: '流程详情' },
  { path: '/externalLink', title: '链接', i18nKey: 'route.externalLink', component: ExternalLinkPage },
  { path: '/workFlow/entrust', title: '流程委托' },
  { path: '/menuMore', title: '更多菜单' },
  { path: '/model/informationSupplement', title: '信息补充' },
  { path: '/model/tthy4d4bb', title: '信息补充' },
];

const publicPageTitles: Record<string, string> = {
  '/register': '注册',
  '/forget': '忘记密码',
  '/forget1': '忘记密码',
  '/auth-redirect': '授权跳转',
  '/sso': '单点登录',
  '/formShortLink': '表单外链',
  '/idcode': '身份码',
  '/qrcode': '二维码',
  '/memberInfo': '会员信息',
  '/lockScreen': '锁定屏幕',
};

function flatten(list: MenuRoute[]): MenuRoute[] {
  return list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
}

function menuRouteElement(route: MenuRoute): ReactNode {
  if (route.kind === 'page' && route.pageKey) {
    const View = resolveView(route.pageKey);
    return page(View ?? PlaceholderPage);
  }
  if (route.kind === 'external') return page(ExternalLinkPage);
  // type 6 is routable only when no visualisation host is configured (otherwise it opens a new window)
  if (route.kind === 'dataV') return page(DataScreenMissingPage);
  // type 3: the form model's list page, the model being the menu's relationId (handle.menu)
  if (route.kind === 'model') return page(ModelPage);
  // type 4: the items of the dictionary category named by the menu's relationId
  if (route.kind === 'dictionary') return page(DictionaryPage);
  // type 5: the data report named by the menu's relationId
  if (route.kind === 'report') return page(ReportPage);
  // type 8: the portal named by the menu's relationId
  if (route.kind === 'portal') return page(PortalPage);
  return page(PlaceholderPage);
}

/** The whole route table: public routes, the main layout with fixed and menu routes, and the 404 fallback. */
export function buildRoutes(menuRoutes: MenuRoute[], tableHasMenus: boolean): RouteObject[] {
  const routable = flatten(menuRoutes).filter((r) => r.routable);
  const handle = (h: RouteHandle) => h;
  const layoutChildren: RouteObject[] = [
    { index: true, element: <Navigate to="/home" replace /> },
    ...fixedLayoutRoutes.map((r) => ({
      path: r.path,
      element: page(r.component ?? shellPages[r.path] ?? PlaceholderPage),
      handle: handle({ title: r.title, i18nKey: r.i18nKey, affix: r.affix }),
    })),
    ...routable.map((r) => ({
      path: r.path,
      element: menuRouteElement(r),
      handle: handle({ title: r.title, icon: r.icon, menuId: r.id, menu: r }),
    })),
    { path: '/redirect/*', element: page(RedirectPage), handle: handle({ title: '', noCache: true }) },
  ];
  const publicChildren: RouteObject[] = PUBLIC_ROUTES.filter(
    (p) => p !== '/login' && p !== '/404' && !p.startsWith('/redirect'),
  ).map((p) => ({
    path: p,
    element: appPage(shellPages[p] ?? PlaceholderPage),
    handle: handle({ title: publicPageTitles[p] ?? '' }),
  }));
  return [
    {
      element: <GuardOutlet tableHasMenus={tableHasMenus} />,
      children: [
        { path: '/login', element: page(LoginPage), handle: handle({ title: '登录' }) },
        ...publicChildren,
        {
          path: '/404',
          element: appPage(NotFoundPage),
          handle: handle({ title: '页面不存在', i18nKey: 'route.notFound' }),
        },
        { path: '/', element: appPage(AppLayout), children: layoutChildren },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

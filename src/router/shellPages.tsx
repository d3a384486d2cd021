import { lazy, type ComponentType } from 'react';

/**
 * Pages of the fixed and public routes built by the shell (issue 4), by path. buildRoutes looks a path up here
 * before falling back to the placeholder, so adding a page is one line in this file.
 */
export const shellPages: Readonly<Record<string, ComponentType>> = {
  '/dashboard': lazy(() => import('../pages/dashboard')),
  '/profile': lazy(() => import('../pages/profile')),
  '/emailDetail': lazy(() => import('../pages/emailDetail')),
  '/menuMore': lazy(() => import('../pages/menuMore')),
  '/lockScreen': lazy(() => import('../pages/lockScreen')),
  '/register': lazy(() => import('../pages/register')),
  '/forget': lazy(() => import('../pages/forget')),
  '/forget1': lazy(() => import('../pages/forget')),
  '/memberInfo': lazy(() => import('../pages/memberInfo')),
  '/formShortLink': lazy(() => import('../pages/formShortLink')),
  '/qrcode': lazy(() => import('../pages/qrcode')),
  '/idcode': lazy(() => import('../pages/qrcode')),
  '/sso': lazy(() => import('../pages/sso')),
  '/auth-redirect': lazy(() => import('../pages/sso/AuthRedirectPage')),
};

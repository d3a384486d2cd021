import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { PortalCardKind } from '../../../../contract';
import type { CardProps } from './types';

/**
 * Card kind → component, each its own chunk: a portal loads only the kinds it shows (a report card brings the
 * chart library, a rich-text card the sanitiser).
 */
export const CARD_COMPONENTS: Record<PortalCardKind, LazyExoticComponent<ComponentType<CardProps>>> = {
  notices: lazy(() => import('./MessageListCard')),
  messages: lazy(() => import('./MessageListCard')),
  schedule: lazy(() => import('./ScheduleCard')),
  shortcuts: lazy(() => import('./ShortcutsCard')),
  report: lazy(() => import('./ReportCard')),
  dataInterface: lazy(() => import('./DataInterfaceCard')),
  richText: lazy(() => import('./RichTextCard')),
  iframe: lazy(() => import('./IframeCard')),
};

export { GridLayout, GridGutterContext, type GridLayoutProps } from './GridLayout';
export { RowContainer, type RowContainerProps } from './RowContainer';
export { CardContainer, type CardContainerProps } from './CardContainer';
export { TabContainer, TabItemContainer, paneKey, type TabContainerProps, type PaneProps } from './TabContainer';
export { CollapseContainer, CollapseItemContainer, type CollapseContainerProps } from './CollapseContainer';
export {
  TableGridContainer,
  TableGridTrContainer,
  TableGridTdContainer,
  type TableGridContainerProps,
  type TableGridTdProps,
} from './TableGridContainer';
export { childSchemas, spanOf, type ChildSchema } from './childSchemas';
export { containerEntry } from './containerEntry';

import { Calendar } from './Calendar';
import { CrudTable } from './CrudTable';
import { LazyTreeTable } from './LazyTreeTable';
import { Page } from './Page';
import { SchemaDialog } from './SchemaDialog';
import { SchemaDrawer } from './SchemaDrawer';
import { SearchBar } from './SearchBar';
import { Toolbar } from './Toolbar';
import { TreePanel } from './TreePanel';

/** Page components: nodes of a page schema (their `x-component-props` are evaluated by the component itself). */
export const pageComponents = { Page, TreePanel, SearchBar, CrudTable, Toolbar, Calendar, LazyTreeTable };

/** Roots of dialog schemas, rendered by the screen's dialog host rather than inside the page. */
export const dialogShells = { SchemaDialog, SchemaDrawer };

export type PageComponentName = keyof typeof pageComponents;
export type DialogShellName = keyof typeof dialogShells;

export const pageComponentNames = [...Object.keys(pageComponents), ...Object.keys(dialogShells)] as (
  PageComponentName | DialogShellName
)[];

import type { PagedRows } from './services';

/** The paged list query of another form model's records, as the related-form picker sends it. */
export interface RelationListQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  /** the field whose value is shown in the widget */
  relationField?: string;
  /** comma-joined fields of the picker's columns */
  columnOptions?: string;
}

/** What the related-form widgets (widgets/relationForm) ask the app for: another model's records. */
export interface RelationFormServices {
  list(modelId: string, query: RelationListQuery): Promise<PagedRows>;
  /** one record's values by id, or null when it no longer exists */
  record(modelId: string, id: string): Promise<Record<string, unknown> | null>;
}

const refuse = (what: string) => () =>
  Promise.reject(new Error(`EngineServices.relationForms.${what} is not provided`));

export const missingRelationFormServices: RelationFormServices = {
  list: refuse('list'),
  record: refuse('record'),
};

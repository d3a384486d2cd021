import type { ComponentType } from 'react';
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

/** What a read-only related-form field opens on a click: one record of the model. */
export interface RelationRecordViewProps {
  modelId: string;
  id: string;
}

/** What the related-form widgets (widgets/relationForm) ask the app for: another model's records. */
export interface RelationFormServices {
  list(modelId: string, query: RelationListQuery): Promise<PagedRows>;
  /** one record's values by id, or null when it no longer exists */
  record(modelId: string, id: string): Promise<Record<string, unknown> | null>;
  /**
   * The record's detail view (the app renders the model's own form read-only). Without it the widget lists the
   * record's values under the picker's column labels.
   */
  RecordView?: ComponentType<RelationRecordViewProps>;
}

const refuse = (what: string) => () =>
  Promise.reject(new Error(`EngineServices.relationForms.${what} is not provided`));

export const missingRelationFormServices: RelationFormServices = {
  list: refuse('list'),
  record: refuse('record'),
};

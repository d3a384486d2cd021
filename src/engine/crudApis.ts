import type { ApiFunction } from '../../renderers';
import { num, optionalText, requiredText, text, type ApiArgs } from './apiArgs';

/**
 * The API names of a CRUD-shaped domain from one descriptor (the server side is server/lib/crudRoutes.ts):
 * `<domain>.list|info|create|update|remove|toggleState|copy|export`, each present when its call is given.
 * A domain file keeps only what differs (extra filters, odd fields, its own extra names).
 */

/** How one form field is read from a dialog's values: text (default ''), or a number with its default. */
export type FieldReader = 'text' | { num: number } | ((args: ApiArgs) => unknown);

/** The keys a form must have; optional ones (an id the server assigns…) may be left out of the reader. */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T] & string;
type FormFields<F> = Record<RequiredKeys<F>, FieldReader> & Partial<Record<keyof F & string, FieldReader>>;

export function formReader<F>(fields: FormFields<F>): (args: ApiArgs) => F {
  return (args) => {
    const form: Record<string, unknown> = {};
    for (const [key, reader] of Object.entries(fields) as [string, FieldReader][]) {
      if (reader === 'text') form[key] = text(args, key);
      else if (typeof reader === 'function') form[key] = reader(args);
      else form[key] = num(args, key, reader.num);
    }
    return form as F;
  };
}

/** The paged list query every CRUD screen sends, plus the domain's own optional text filters. */
export function pagedQuery(args: ApiArgs, filters: readonly string[] = []) {
  const enabled = optionalText(args, 'enabledMark');
  const extra = Object.fromEntries(filters.map((f) => [f, optionalText(args, f)]));
  return {
    ...extra,
    keyword: optionalText(args, 'keyword'),
    enabledMark: enabled === undefined ? undefined : Number(enabled),
    currentPage: num(args, 'currentPage', 1),
    pageSize: num(args, 'pageSize', 20),
  };
}

type Call<A extends unknown[]> = (...args: A) => Promise<unknown>;

export interface CrudDescriptor<F, Q> {
  /** the list call and the extra filters its query carries */
  list?: { call: Call<[Q]>; filters?: readonly string[] };
  info?: Call<[string]>;
  create?: Call<[F]>;
  update?: Call<[string, F]>;
  remove?: Call<[string]>;
  toggleState?: Call<[string]>;
  copy?: Call<[string]>;
  export?: Call<[string]>;
  form?: (args: ApiArgs) => F;
}

export function crudApis<F, Q>(domain: string, d: CrudDescriptor<F, Q>): Record<string, ApiFunction> {
  const id = (a: ApiArgs) => requiredText(a, 'id');
  const form = (a: ApiArgs): F => {
    if (!d.form) throw new Error(`${domain}: no form reader for a write`);
    return d.form(a);
  };
  const byId = { info: d.info, remove: d.remove, toggleState: d.toggleState, copy: d.copy, export: d.export };
  const apis: Record<string, ApiFunction> = {};
  const list = d.list;
  if (list) apis[`${domain}.list`] = (a) => list.call(pagedQuery(a, list.filters) as Q);
  for (const [verb, call] of Object.entries(byId)) if (call) apis[`${domain}.${verb}`] = (a) => call(id(a));
  const { create, update } = d;
  if (create) apis[`${domain}.create`] = (a) => create(form(a));
  if (update) apis[`${domain}.update`] = (a) => update(id(a), form(a));
  return apis;
}

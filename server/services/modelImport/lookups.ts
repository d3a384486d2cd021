import type { Db } from '../../db/client';
import { optionLookup, type OptionLookup } from './options';
import { pickerCatalogs, type PickerCatalogs } from './pickers';
import { relationCatalogs, type RelationCatalogs } from './relations';

/**
 * Everything a conversion of cells may need to look up, for one import, preview or export: options of
 * select-like fields, the people, organisation and area catalogs, and the rows relation fields pick from.
 * Each is read once, when first needed.
 */
export interface Lookups {
  options: OptionLookup;
  pickers: PickerCatalogs;
  relations: RelationCatalogs;
}

export function importLookups(db: Db, userId: string): Lookups {
  return { options: optionLookup(db, userId), pickers: pickerCatalogs(db), relations: relationCatalogs(db, userId) };
}

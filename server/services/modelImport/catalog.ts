/**
 * A set of things a cell may name (users, departments, areas, records of another model…) and how a name is
 * found among them. Each entry has strong spellings, which name it alone by construction (an id, an account,
 * a full path, 姓名/账号), and weak ones, which may be shared (a person's name, a department's name): a text
 * matching one strong spelling or else one weak spelling names that entry; matching several is ambiguous and
 * the cell is refused rather than guessed. An export writes the display spelling, or the qualified one when
 * the display spelling is shared, so that what it writes names the same entry again.
 */

export interface Entry {
  /** the value the record stores */
  stored: unknown;
  /** what the platform shows */
  display: string;
  /** a spelling that names this entry alone */
  qualified: string;
  strong: string[];
  weak: string[];
}

export type Found = { entry: Entry } | { ambiguous: true } | { missing: true };

export interface Catalog {
  find(text: string): Found;
  byStored(value: unknown): Entry | undefined;
  /** the text an export writes for an entry */
  textOf(entry: Entry): string;
}

/** How a stored value is compared: a path of ids as its ids joined by commas. */
export const storedKey = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(',') : String(value ?? '');

function index(entries: Entry[], spellings: (e: Entry) => string[]) {
  const map = new Map<string, Entry[]>();
  for (const entry of entries) {
    for (const text of new Set(spellings(entry).filter(Boolean))) {
      const list = map.get(text);
      if (list) list.push(entry);
      else map.set(text, [entry]);
    }
  }
  return map;
}

export function catalogOf(entries: Entry[]): Catalog {
  const strong = index(entries, (e) => e.strong);
  const weak = index(entries, (e) => e.weak);
  const stored = new Map(entries.map((e) => [storedKey(e.stored), e]));
  const shared = (text: string) => (strong.get(text)?.length ?? 0) + (weak.get(text)?.length ?? 0) > 1;
  return {
    find(text) {
      for (const hits of [strong.get(text), weak.get(text)]) {
        if (!hits?.length) continue;
        return hits.length === 1 ? { entry: hits[0]! } : { ambiguous: true };
      }
      return { missing: true };
    },
    byStored: (value) => stored.get(storedKey(value)),
    textOf: (entry) => (shared(entry.display) ? entry.qualified : entry.display),
  };
}

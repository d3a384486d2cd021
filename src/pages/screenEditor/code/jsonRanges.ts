/**
 * Where each node of a JSON text is: for every JSON pointer, the character range of its value and, for an object
 * property, of its key. The validator names bad nodes by pointer; the editor turns a pointer into the range it
 * underlines. A hand-written scanner rather than the editor's syntax tree, so the mapping is a pure function
 * tested without a browser; it expects text that JSON.parse accepted.
 */

export interface NodeRange {
  from: number;
  to: number;
  /** the property name's range (with its quotes) when the node is a property value */
  keyFrom?: number;
  keyTo?: number;
}

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

class Scanner {
  pos = 0;
  readonly ranges = new Map<string, NodeRange>();
  constructor(private readonly text: string) {}

  private skipSpace() {
    while (/\s/.test(this.text[this.pos] ?? '')) this.pos++;
  }

  private stringEnd(start: number): number {
    let i = start + 1;
    while (i < this.text.length && this.text[i] !== '"') i += this.text[i] === '\\' ? 2 : 1;
    return i + 1;
  }

  value(pointer: string, key?: { from: number; to: number }) {
    this.skipSpace();
    const from = this.pos;
    const ch = this.text[this.pos];
    if (ch === '{') this.object(pointer);
    else if (ch === '[') this.array(pointer);
    else if (ch === '"') this.pos = this.stringEnd(this.pos);
    else while (this.pos < this.text.length && !/[\s,\]}]/.test(this.text[this.pos])) this.pos++;
    this.ranges.set(pointer, { from, to: this.pos, keyFrom: key?.from, keyTo: key?.to });
  }

  private object(pointer: string) {
    this.pos++;
    for (;;) {
      this.skipSpace();
      if (this.text[this.pos] === '}' || this.pos >= this.text.length) break;
      const keyFrom = this.pos;
      const keyTo = this.stringEnd(keyFrom);
      const name = JSON.parse(this.text.slice(keyFrom, keyTo)) as string;
      this.pos = keyTo;
      this.skipSpace();
      this.pos++; // the colon
      this.value(`${pointer}/${escapeToken(name)}`, { from: keyFrom, to: keyTo });
      this.skipSpace();
      if (this.text[this.pos] === ',') this.pos++;
    }
    this.pos++;
  }

  private array(pointer: string) {
    this.pos++;
    for (let index = 0; ; index++) {
      this.skipSpace();
      if (this.text[this.pos] === ']' || this.pos >= this.text.length) break;
      this.value(`${pointer}/${index}`);
      this.skipSpace();
      if (this.text[this.pos] === ',') this.pos++;
    }
    this.pos++;
  }
}

/** Every node's range by JSON pointer ('' is the whole document). */
export function jsonNodeRanges(text: string): Map<string, NodeRange> {
  const scanner = new Scanner(text);
  scanner.value('');
  return scanner.ranges;
}

/**
 * The range to mark for a problem at `pointer`: an unknown property's key, else the node's key when it has one
 * (short and visible), else its value; a pointer the text lacks falls back to its nearest existing parent.
 */
export function rangeOfPointer(
  ranges: Map<string, NodeRange>,
  pointer: string,
  message = '',
): { from: number; to: number } {
  const unknown = /unknown property "([^"]+)"|未知属性 "([^"]+)"/.exec(message);
  if (unknown) {
    const child = ranges.get(`${pointer}/${escapeToken(unknown[1] ?? unknown[2])}`);
    if (child?.keyFrom !== undefined && child.keyTo !== undefined) return { from: child.keyFrom, to: child.keyTo };
  }
  let at = pointer;
  for (;;) {
    const node = ranges.get(at);
    if (node) {
      const scalar = node.to - node.from < 80;
      if (scalar) return { from: node.from, to: node.to };
      if (node.keyFrom !== undefined && node.keyTo !== undefined) return { from: node.keyFrom, to: node.keyTo };
      return { from: node.from, to: Math.min(node.to, node.from + 1) };
    }
    if (!at) return { from: 0, to: 0 };
    at = at.slice(0, at.lastIndexOf('/'));
  }
}

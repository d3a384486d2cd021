/**
 * A bounded set of the message ids already published, oldest forgotten first. A reconnect replays from the last
 * sequence seen, so anything older than a few hundred events cannot come again in practice.
 */
export class RecentIds {
  private readonly ids = new Set<string>();

  constructor(private readonly capacity = 1000) {}

  /** true the first time an id is offered, false when it was seen (it then counts as recent again) */
  add(id: string): boolean {
    if (this.ids.has(id)) {
      this.ids.delete(id);
      this.ids.add(id);
      return false;
    }
    this.ids.add(id);
    if (this.ids.size > this.capacity) this.ids.delete(this.ids.values().next().value as string);
    return true;
  }

  get size(): number {
    return this.ids.size;
  }

  clear(): void {
    this.ids.clear();
  }
}

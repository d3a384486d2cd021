/** The wire carries instants as epoch milliseconds (docs/contract.md). */
export function toMs(date: Date | null | undefined): number | null {
  return date ? date.getTime() : null;
}

export function minutesFromNow(minutes: number, now = new Date()): Date {
  return new Date(now.getTime() + minutes * 60_000);
}

/**
 * A touch tap on a cell's view mounts the cell's widget, but the tap itself went to the view, which is then
 * gone: a select or a date picker stayed closed until a second tap. Once the tap's own mouseup has passed (its
 * mousedown went to the view, so the browser sends no click), the tap is replayed (mousedown, mouseup, click at
 * the same point) on what the widget now shows there. A tap that turns into a scroll has no mouseup: the replay
 * is dropped after a second, or when a mouseup comes elsewhere.
 */
const NEAR = 10;
const WAIT_MS = 1000;

export function replayTap(cell: () => HTMLElement | null, x: number, y: number): void {
  const stop = () => {
    document.removeEventListener('mouseup', onMouseUp, true);
    clearTimeout(timer);
  };
  const onMouseUp = (event: MouseEvent) => {
    stop();
    if (Math.abs(event.clientX - x) > NEAR || Math.abs(event.clientY - y) > NEAR) return;
    setTimeout(() => {
      const host = cell();
      const target = document.elementFromPoint(x, y);
      if (!host || !target || !host.contains(target) || target.classList.contains('jnpf-cell-view-input')) return;
      for (const type of ['mousedown', 'mouseup', 'click'])
        target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y }));
    }, 0);
  };
  const timer = setTimeout(stop, WAIT_MS);
  document.addEventListener('mouseup', onMouseUp, true);
}

import { useRef, useState } from 'react';
import type { MouseEvent } from 'react';

/**
 * Opening the popover of a popupTableSelect. A mouse click on the field is the popover's own click trigger
 * (the select under it also reports the press: that one is ignored, or the popover's click would close what
 * it just opened); Enter or Space on the focused field opens through the select. Pressing the clear icon or a
 * tag's × never opens. Each opening counts, so the popup body mounts fresh.
 */
export function usePopoverOpening(blocked: boolean) {
  const [open, setOpen] = useState(false);
  const [openings, setOpenings] = useState(0);
  const press = useRef<'none' | 'open' | 'skip'>('none');
  const show = () => {
    if (blocked) return;
    setOpenings((n) => n + 1);
    setOpen(true);
  };
  return {
    open,
    openings,
    close: () => setOpen(false),
    /** on the wrapper, before the select sees the press */
    onMouseDownCapture: (e: MouseEvent<HTMLElement>) => {
      const target = e.target as HTMLElement;
      press.current = target.closest('.ant-select-clear, .ant-select-selection-item-remove') ? 'skip' : 'open';
    },
    /** the select asks to open: only keyboard requests get through */
    onSelectOpen: () => {
      if (press.current === 'none') show();
    },
    /** the popover's click trigger, and its clicks outside */
    onPopoverOpenChange: (next: boolean) => {
      const how = press.current;
      press.current = 'none';
      if (!next) setOpen(false);
      else if (how !== 'skip') show();
    },
  };
}

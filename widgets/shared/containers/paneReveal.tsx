import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useField, useForm } from '@formily/react';
import { REVEAL_EVENT, paneHasError } from '../../../engine-core/revealFirstError';

/**
 * What a tab or collapse container needs to show errors the user cannot see (engine-core/revealFirstError):
 * which of its panes hold a field in error (for the header marks), and a listener that opens the pane a failed
 * submit points at. Pane bodies carry this container's id, so a nested container's panes are not mistaken for
 * its own.
 */
export function usePaneReveal(paneNames: string[], open: (paneIndex: number) => void) {
  const form = useForm();
  const field = useField();
  const uid = useId();
  const ref = useRef<HTMLDivElement>(null);
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const onReveal = (event: Event) => {
      const pane = (event.target as Element).closest(`[data-pane-of="${uid}"]`);
      const index = Number(pane?.getAttribute('data-pane-index'));
      if (pane && Number.isInteger(index)) openRef.current(index);
    };
    el.addEventListener(REVEAL_EVENT, onReveal);
    return () => el.removeEventListener(REVEAL_EVENT, onReveal);
  }, [uid]);
  // read inside the container's observer render, so the marks follow the form's feedback
  const withError = paneNames.map((name) => paneHasError(form, `${field.address.toString()}.${name}`));
  return { ref, uid, withError };
}

/** A pane's body, tagged so the reveal listener knows which pane of which container holds the field. */
export function PaneBody({ uid, index, children }: { uid: string; index: number; children: ReactNode }) {
  return (
    <div data-pane-of={uid} data-pane-index={index}>
      {children}
    </div>
  );
}

/** A pane header; a pane holding an error gets a red title and dot (`data-has-error` for tests and styles). */
export function PaneLabel({ title, hasError }: { title: ReactNode; hasError: boolean }) {
  if (!hasError) return <span>{title}</span>;
  return (
    <span data-has-error="true" style={{ color: '#ff4d4f' }}>
      {title}
      <span
        aria-hidden
        style={{
          display: 'inline-block',
          width: 6,
          height: 6,
          marginLeft: 4,
          borderRadius: '50%',
          background: '#ff4d4f',
          verticalAlign: 'top',
        }}
      />
    </span>
  );
}

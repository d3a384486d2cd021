import { createRef, Profiler, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ISchema } from '@formily/react';
import { FormRenderer, FormSubmitError, type FormRendererHandle } from '../../renderers/FormRenderer';
import { defaultRegistry } from '../../widgets';
import { benchFields, engineFormData, plainSchema } from './forms';
import { BareInputs } from './BareInputs';
import { PlainForm } from './PlainForm';
import { afterNextFrame, installKeyProbe, mountedFieldCount, viewportFilled, whenFieldsMounted } from './probe';
import type { BenchPage, MountResult, SubmitCheck, Variant } from './protocol';

declare const __BENCH_FLAVOUR__: 'production' | 'profiling';

/**
 * The benchmark page: `?variant=engine|plain-grid|plain-layout|bare&n=2000[&submitEarly]` mounts one generated form
 * and exposes its measurements on `window.__bench` for bench/form-render.ts.
 */
const params = new URLSearchParams(location.search);
const variant = (params.get('variant') ?? 'engine') as Variant;
const count = Number(params.get('n') ?? 500);
const fields = benchFields(count);
const profiling = __BENCH_FLAVOUR__ === 'profiling';

let allMounted = false;
const probe = installKeyProbe(() => allMounted, profiling);
const handle = createRef<FormRendererHandle>();

// the inputs are data the host already has: built before the clock starts
const formData = variant === 'engine' ? engineFormData(fields) : undefined;
const schema =
  variant === 'engine' || variant === 'bare'
    ? undefined
    : (plainSchema(fields, variant === 'plain-grid' ? 'grid' : 'layout') as ISchema);

function FirstCommit({ onCommit }: { onCommit: (at: number) => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit only: the clock stops once
  useLayoutEffect(() => onCommit(performance.now()), []);
  return null;
}

let visibleResolve: (at: number) => void = () => undefined;
const visible = new Promise<number>((resolve) => (visibleResolve = resolve));

async function submitEarly(): Promise<SubmitCheck> {
  const start = performance.now();
  const mountedAtCall = mountedFieldCount();
  try {
    await handle.current!.submit();
    return { mountedAtCall, errors: 0, ms: performance.now() - start, mountedAfter: mountedFieldCount() };
  } catch (error) {
    const errors = error instanceof FormSubmitError ? error.errors.length : -1;
    return { mountedAtCall, errors, ms: performance.now() - start, mountedAfter: mountedFieldCount() };
  }
}

function mount(): Promise<MountResult> {
  return new Promise((resolve) => {
    const container = document.getElementById('root')!;
    const root = createRoot(container);
    let submitCheck: Promise<SubmitCheck> | undefined;
    const form: ReactNode =
      variant === 'engine' ? (
        <FormRenderer ref={handle} formData={formData} registry={defaultRegistry} />
      ) : variant === 'bare' ? (
        <BareInputs fields={fields} />
      ) : (
        <PlainForm schema={schema!} />
      );
    const onFirstCommit = async (firstCommitAt: number) => {
      const visibleAt = await afterNextFrame();
      const fieldsAtVisible = mountedFieldCount();
      const filled = viewportFilled(count);
      visibleResolve(visibleAt);
      if (variant === 'engine' && params.has('submitEarly')) submitCheck = submitEarly();
      const allAt = await whenFieldsMounted(container, count);
      allMounted = true;
      resolve({
        firstCommit: firstCommitAt - start,
        visible: visibleAt - start,
        fieldsAtVisible,
        viewportFilled: filled,
        all: allAt - start,
        submitCheck: submitCheck ? await submitCheck : undefined,
      });
    };
    const start = performance.now();
    root.render(
      <Profiler id="form" onRender={probe.onCommit}>
        {form}
        <FirstCommit onCommit={(at) => void onFirstCommit(at)} />
      </Profiler>,
    );
  });
}

async function focusField(key: string): Promise<boolean> {
  probe.take(); // the focus change's commits are not the last key's
  const input = document.querySelector<HTMLInputElement>(`[data-field="${key}"] input`);
  if (!input) return false;
  input.scrollIntoView({ block: 'center' });
  input.focus();
  await afterNextFrame();
  await afterNextFrame();
  return document.activeElement === input;
}

const page: BenchPage = {
  flavour: __BENCH_FLAVOUR__,
  visible,
  result: mount(),
  isAllMounted: () => allMounted,
  focusField,
  keyCount: () => probe.records.length,
  takeKeys: () => probe.take(),
  fieldKeys: { top: fields[1]!.key, middle: fields[Math.floor(count / 2) + 1]!.key },
  requiredCount: fields.filter((f) => f.required).length,
};
(window as unknown as { __bench: BenchPage }).__bench = page;

import { defaultRegistry } from '../../widgets';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { FailureLog, hasValue } from './checks';
import {
  checkDisabled,
  checkEmpty,
  checkLabel,
  checkReadOnly,
  checkRender,
  checkRoundTrip,
  checkUnavailable,
} from './conformance';

/**
 * The widget conformance suite (docs/testing.md), run over every entry of the default registry, whoever
 * wrote it: (a) renders inside a labelled FormItem, (b) renders disabled, (c) the read-only twin shows the
 * sample, (d) a value round-trips through the form, (e) clearing keeps emptyValue and the twin looks empty.
 * Entries not built yet must show a notice in a data-unavailable item; containers and display widgets only
 * need to render. Each test is named "<jnpfKey> > <check>", and the run ends with the list of failures.
 */

const log = new FailureLog();

afterAll(() => {
  console.info(log.report());
});

const entries = defaultRegistry.entries();

test('the registry has entries to check', () => {
  expect(entries.length).toBeGreaterThan(0);
});

describe.each(entries.map((entry) => [entry.key, entry] as const))('%s', (key: string, entry: WidgetEntry) => {
  if (entry.unavailable) {
    test('(unavailable) shows a notice in a data-unavailable="true" item', () =>
      log.run(key, '(unavailable)', () => checkUnavailable(entry)));
    return;
  }
  const valued = hasValue(entry);
  test('(render) renders; without a value it shows sample.display', () =>
    log.run(key, '(render)', () => checkRender(entry, valued)));
  if (!entry.container) {
    test('(a) renders inside a FormItem with its label', () => log.run(key, '(a) label', () => checkLabel(entry)));
  }
  test('(b) disabled: nothing left to operate', () => log.run(key, '(b) disabled', () => checkDisabled(entry)));
  if (!valued) return;
  test('(c) read-only shows sample.display for sample.value', () =>
    log.run(key, '(c) read-only', () => checkReadOnly(entry)));
  test('(d) a value set on the form comes back unchanged', () =>
    log.run(key, '(d) round-trip', () => checkRoundTrip(entry)));
  test('(e) cleared to emptyValue: kept, and the twin looks empty', () =>
    log.run(key, '(e) clear/empty', () => checkEmpty(entry)));
});

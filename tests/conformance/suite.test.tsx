import { useEffect } from 'react';
import { connect, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import textarea from '../../widgets/textarea';
import {
  checkDisabled,
  checkEmpty,
  checkLabel,
  checkReadOnly,
  checkRender,
  checkRoundTrip,
  checkUnavailable,
} from './conformance';
import { enabledControls, looksEmpty, matchesDisplay } from './checks';

/** The suite's own test: each check passes a conforming widget and catches a widget that breaks it. */

interface Props {
  value?: unknown;
  onChange?: (v: unknown) => void;
  disabled?: boolean;
}

const PlainInput = ({ value, onChange, disabled }: Props) => (
  <input
    value={value === undefined || value === null ? '' : String(value)}
    disabled={disabled}
    onChange={(e) => onChange?.(e.target.value)}
  />
);
const Twin = ({ value }: Props) => (
  <span>{value === undefined || value === null || value === '' ? '—' : String(value)}</span>
);

function entryOf(key: string, component: WidgetEntry['component'], more: Partial<WidgetEntry> = {}): WidgetEntry {
  return {
    key,
    component,
    readPretty: Twin,
    defaultValue: undefined,
    emptyValue: '',
    allowedInTable: true,
    lazy: false,
    valueType: 'string',
    category: 'input',
    sample: { value: 'abc', display: 'abc' },
    ...more,
  };
}

const good = entryOf('good', connect(PlainInput, mapReadPretty(Twin)));

const broken: Array<[string, () => Promise<void>, RegExp]> = [
  [
    '(b) a control that ignores disabled',
    () =>
      checkDisabled(
        entryOf(
          'stubborn',
          connect(({ value }: Props) => <input value={String(value ?? '')} disabled={false} readOnly />),
        ),
      ),
    /stubborn: still enabled when disabled: <input>/,
  ],
  [
    '(c) a twin that shows something else (an id instead of a label)',
    () =>
      checkReadOnly(
        entryOf(
          'ids',
          connect(
            PlainInput,
            mapReadPretty(() => <span>id-42</span>),
          ),
        ),
      ),
    /ids: the twin shows "id-42" for "abc", expected abc/,
  ],
  [
    '(c) a twin that is still an input',
    () =>
      checkReadOnly(
        entryOf(
          'editable',
          connect(
            PlainInput,
            mapReadPretty(({ value }: Props) => (
              <span>
                {String(value)}
                <input readOnly />
              </span>
            )),
          ),
        ),
      ),
    /editable: the twin has an input/,
  ],
  [
    '(c) an entry without a sample',
    () => checkReadOnly(entryOf('nosample', connect(PlainInput), { sample: undefined })),
    /nosample: the entry has no sample.value/,
  ],
  [
    '(d) a widget that rewrites its value',
    () =>
      checkRoundTrip(
        entryOf(
          'rewriter',
          connect(function Rewriter({ value, onChange }: Props) {
            useEffect(() => {
              if (typeof value === 'string' && value !== value.toUpperCase()) onChange?.(value.toUpperCase());
            }, [value, onChange]);
            return <span />;
          }),
        ),
      ),
    /rewriter: "abc" came back as "ABC"/,
  ],
  [
    '(e) a twin that keeps showing the old value',
    () =>
      checkEmpty(
        entryOf(
          'sticky',
          connect(
            PlainInput,
            mapReadPretty(() => <span>abc</span>),
          ),
        ),
      ),
    /sticky: the cleared twin still shows "abc"/,
  ],
  [
    '(e) an empty twin without the empty look',
    () =>
      checkEmpty(
        entryOf(
          'blank',
          connect(
            PlainInput,
            mapReadPretty(() => <span>(none)</span>),
          ),
        ),
      ),
    /blank: the cleared twin shows "\(none\)" instead of the empty look/,
  ],
  [
    '(e) a widget that refuses its emptyValue',
    () =>
      checkEmpty(
        entryOf(
          'refuser',
          connect(function Refuser({ value, onChange }: Props) {
            useEffect(() => {
              if (value === '') onChange?.('default');
            }, [value, onChange]);
            return <span />;
          }, mapReadPretty(Twin)),
        ),
      ),
    /refuser: emptyValue "" became "default"/,
  ],
  [
    '(a) a widget that renders nothing',
    () => checkLabel(entryOf('nothing', () => null)),
    /nothing: nothing renders in the FormItem/,
  ],
  [
    '(render) a display widget without its text',
    () =>
      checkRender(
        entryOf('mute', () => <span>other</span>, { valueType: 'void', sample: { display: '标题' } }),
        false,
      ),
    /mute: shows "other", not 标题/,
  ],
  [
    '(unavailable) no notice',
    () => checkUnavailable(entryOf('silent', () => null, { unavailable: true })),
    /silent: no notice is rendered/,
  ],
];

describe('conformance checks', () => {
  test.each([
    ['(render)', () => checkRender(good, true)],
    ['(a) label', () => checkLabel(good)],
    ['(b) disabled', () => checkDisabled(good)],
    ['(c) read-only', () => checkReadOnly(good)],
    ['(d) round-trip', () => checkRoundTrip(good)],
    ['(e) clear/empty', () => checkEmpty(good)],
    ['(unavailable)', () => checkUnavailable(entryOf('pending', () => <div>尚未开放</div>, { unavailable: true }))],
    ['the reference textarea, (c)', () => checkReadOnly(textarea)],
    ['the reference textarea, (e)', () => checkEmpty(textarea)],
  ])('a conforming widget passes %s', async (_name, check) => {
    await expect(check()).resolves.toBeUndefined();
  });

  test.each(broken)('catches %s', async (_name, check, message) => {
    await expect(check()).rejects.toThrow(message);
  });
});

describe('DOM helpers', () => {
  test('enabledControls ignores disabled, aria-disabled, "-disabled" ancestors and hidden controls', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <input disabled /><button aria-disabled="true"></button>
      <ul class="ant-rate ant-rate-disabled"><li role="radio"></li></ul>
      <div class="ant-tabs-nav-operations-hidden"><button></button></div>
      <div style="display: none"><input /></div>
      <div role="switch"></div>`;
    expect(enabledControls(root)).toEqual(['<div role=switch>']);
  });

  test.each<[string, string | RegExp, boolean]>([
    ['  张三  号 ', '张三 号', true],
    ['1,234.50', /1,234\.50/, true],
    ['abc', 'abd', false],
  ])('matchesDisplay(%j, %s) = %s', (text, display, expected) => {
    expect(matchesDisplay(text, display)).toBe(expected);
  });

  test.each<[string, boolean]>([
    ['', true],
    [' — ', true],
    ['0', false],
  ])('looksEmpty(%j) = %s', (text, expected) => {
    expect(looksEmpty(text)).toBe(expected);
  });
});

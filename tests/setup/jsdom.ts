// jsdom gaps that antd hits (docs/testing.md).

// antd's responsive observer and Grid.useBreakpoint call matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

// rc-util measures scrollbars with getComputedStyle(el, '::-webkit-scrollbar'); jsdom logs "Not implemented" for
// pseudo-elements. Dropping the pseudo argument silences the noise without changing what the tests see.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = ((el: Element) => realGetComputedStyle(el)) as typeof window.getComputedStyle;

// wangEditor scrolls the caret into view with Range.getBoundingClientRect, which jsdom lacks; without it an
// editor test that moves the selection ends in an unhandled rejection after the test (a failed run).
const rangeProto = Range.prototype as Partial<Range>;
if (!rangeProto.getBoundingClientRect) rangeProto.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
if (!rangeProto.getClientRects) rangeProto.getClientRects = () => [] as unknown as DOMRectList;

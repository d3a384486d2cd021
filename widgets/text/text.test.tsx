import { render, screen } from '@testing-library/react';
import text from '.';
import { toReactStyle } from './textStyle';

describe('toReactStyle', () => {
  it.each([
    [
      { 'font-size': 12, 'line-height': 32 },
      { fontSize: '12px', lineHeight: '32px' },
    ],
    [
      { 'text-align': 'center', color: '#000000' },
      { textAlign: 'center', color: '#000000' },
    ],
    [
      { 'font-size': '14px', 'font-weight': 'bold' },
      { fontSize: '14px', fontWeight: 'bold' },
    ],
    [{ 'text-decoration': '', color: undefined }, {}],
    [undefined, {}],
  ])('%j → %j', (input, output) => expect(toReactStyle(input)).toEqual(output));
});

describe('text', () => {
  it('shows its content with the designer text style', () => {
    const Text = text.component;
    render(<Text content={'第一行\n第二行'} textStyle={{ color: 'red', 'font-size': 18, 'text-align': 'center' }} />);
    const p = screen.getByText(/第一行/);
    expect(p.style.fontSize).toBe('18px');
    expect(p.style.textAlign).toBe('center');
    expect(p.style.color).toBe('red');
    expect(p.style.whiteSpace).toBe('pre-wrap');
  });
});

import { render, screen } from '@testing-library/react';
import divider from '.';

describe('divider', () => {
  it.each([
    ['left', 'ant-divider-with-text-start'],
    ['right', 'ant-divider-with-text-end'],
    ['center', 'ant-divider-with-text-center'],
  ] as const)('places its text %s', (contentPosition, cls) => {
    const Divider = divider.component;
    render(<Divider content="分割" contentPosition={contentPosition} />);
    expect((screen.getByText('分割').closest('.ant-divider') as HTMLElement).classList.contains(cls)).toBe(true);
  });

  it('is a plain line without content', () => {
    const Divider = divider.component;
    render(<Divider />);
    expect(document.querySelector('.ant-divider-with-text')).toBeNull();
  });
});

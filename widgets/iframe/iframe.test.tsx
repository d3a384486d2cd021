import { render } from '@testing-library/react';
import iframe from '.';

const frame = () => document.querySelector('iframe') as HTMLIFrameElement;

describe('iframe', () => {
  it('is 300 px high with a 1px solid border by default', () => {
    const Iframe = iframe.component;
    render(<Iframe href="https://example.com/" />);
    expect(frame().getAttribute('src')).toBe('https://example.com/');
    expect(frame().style.height).toBe('300px');
    expect(frame().style.border).toBe('1px solid');
  });

  it('takes height and border from the designer and refuses script URLs', () => {
    const Iframe = iframe.component;
    render(
      <Iframe href="javascript:alert(1)" height={500} borderType="dashed" borderColor="#E2E0E0" borderWidth={2} />,
    );
    expect(frame().getAttribute('src')).toBeNull();
    expect(frame().style.height).toBe('500px');
    expect(frame().style.border).toBe('2px dashed rgb(226, 224, 224)');
  });
});

import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import LoginTabs from './LoginTabs';

function Harness() {
  const [key, setKey] = useState('account');
  return (
    <LoginTabs
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'account', label: '账号登录', children: <input aria-label="账号" /> },
        { key: 'sms', label: '短信登录', children: <p>sms form</p> },
        { key: 'qr', label: '扫码登录', children: <p>qr code</p> },
      ]}
    />
  );
}

describe('the sign-in modes as tabs', () => {
  test('tabs and panels carry the ARIA roles; only the active tab is in the tab order', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['账号登录', '短信登录', '扫码登录']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(tabs[0].id);
    // a pane not opened yet is not rendered: the QR pane's code loads on first opening
    expect(screen.queryByText('qr code')).toBeNull();
  });

  test('arrows, Home and End move between tabs; a pane once shown keeps what was typed', () => {
    render(<Harness />);
    const input = screen.getByLabelText('账号') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'admin' } });
    const tabs = screen.getAllByRole('tab');
    fireEvent.keyDown(tabs[0], { key: 'ArrowRight' });
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByText('sms form').textContent).toBe('sms form');
    fireEvent.keyDown(tabs[1], { key: 'End' });
    expect(screen.getByText('qr code').textContent).toBe('qr code');
    fireEvent.keyDown(tabs[2], { key: 'ArrowRight' });
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[0], { key: 'ArrowLeft' });
    expect(tabs[2].getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByText('账号登录'));
    expect((screen.getByLabelText('账号') as HTMLInputElement).value).toBe('admin');
    // the hidden panes stay mounted
    expect(screen.getByText('qr code').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });
});

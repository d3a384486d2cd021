import { render, screen } from '@testing-library/react';
import alert from '.';

describe('alert', () => {
  it('shows title, description, icon and a text close button', () => {
    const Alert = alert.component;
    render(<Alert title="注意" description="细节" type="warning" showIcon closable closeText="知道了" />);
    const root = screen.getByRole('alert');
    expect(root.classList.contains('ant-alert-warning')).toBe(true);
    expect(root.textContent).toContain('注意');
    expect(root.textContent).toContain('细节');
    expect(root.querySelector('.ant-alert-icon')).not.toBeNull();
    expect(screen.getByText('知道了')).toBeTruthy();
  });

  it('has no close button unless closable', () => {
    const Alert = alert.component;
    render(<Alert title="注意" />);
    expect(document.querySelector('.ant-alert-close-icon')).toBeNull();
    expect(screen.getByRole('alert').classList.contains('ant-alert-success')).toBe(true);
  });
});

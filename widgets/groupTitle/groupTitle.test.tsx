import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import groupTitle from '.';

describe('groupTitle', () => {
  it('shows the title and a help icon whose tooltip holds the help message', async () => {
    const GroupTitle = groupTitle.component;
    render(<GroupTitle content="基本信息" helpMessage="填写会员的基本资料" contentPosition="center" />);
    const heading = screen.getByRole('heading');
    expect(heading.textContent).toBe('基本信息');
    expect(heading.style.textAlign).toBe('center');
    fireEvent.mouseEnter(document.querySelector('.jnpf-group-title-help') as Element);
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('填写会员的基本资料'));
  });

  it('has no help icon without a help message', () => {
    const GroupTitle = groupTitle.component;
    render(<GroupTitle content="基本信息" />);
    expect(document.querySelector('.jnpf-group-title-help')).toBeNull();
  });
});

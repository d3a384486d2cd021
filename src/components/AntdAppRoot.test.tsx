import { useContext, useEffect, useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
// what App.useApp() reads in the build ('antd' is the ES build there; under vitest it resolves to the CommonJS
// one, a context object of its own)
import AppContext from 'antd/es/app/context';
import AntdAppRoot, { WithAntdApp } from './AntdAppRoot';

// Records when antd's message/notification/modal hooks are fetched: not for the sign-in page.
const evaluated = vi.hoisted(() => ({ holders: false }));
vi.mock('./AntdAppHolders', async (importOriginal) => {
  evaluated.holders = true;
  return importOriginal();
});

function Toasting({ onDone }: { onDone(): void }) {
  const { message } = useContext(AppContext);
  useEffect(() => {
    void message.success('修改成功');
    onDone();
  }, [message, onDone]);
  return <p>screen</p>;
}

function Router() {
  // stands for the router: a screen that toasts, then the sign-in page (which is not wrapped)
  const [signedOut, setSignedOut] = useState(false);
  return signedOut ? (
    <p>login</p>
  ) : (
    <WithAntdApp>
      <Toasting onDone={() => setTimeout(() => setSignedOut(true), 0)} />
    </WithAntdApp>
  );
}

describe("antd's App at the root, its hooks on demand", () => {
  test('a page outside WithAntdApp loads nothing more; the text style root is there', () => {
    const { container } = render(
      <AntdAppRoot>
        <p>login</p>
      </AntdAppRoot>,
    );
    expect(container.querySelector('.ant-app')).not.toBeNull();
    expect(evaluated.holders).toBe(false);
  });

  test('a screen waits for App.useApp(), and its toast outlives the screen', async () => {
    render(
      <AntdAppRoot>
        <Router />
      </AntdAppRoot>,
    );
    await waitFor(() => expect(screen.getByText('login')).toBeTruthy(), { timeout: 5000 });
    expect(evaluated.holders).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.body.textContent).toContain('修改成功');
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import LanguageMenu from './LanguageMenu';

const changeLanguage = vi.hoisted(() => vi.fn());
vi.mock('../session/preferences', () => ({ changeLanguage }));

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'zh',
    resources: { zh: { translation: { layout: { language: '语言' } } } },
  });
});
beforeEach(() => changeLanguage.mockReset());

describe('the sign-in page language menu', () => {
  test('is a menu button: Enter opens it on the current language, arrows move, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<LanguageMenu />);
    const button = screen.getByRole('button', { name: '语言' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['简体中文', '繁體中文', 'English']);
    expect(items[0].getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(items[1]));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(items[2]));
    await user.keyboard('{Enter}');
    expect(changeLanguage).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test('Escape and a click elsewhere close it without choosing', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LanguageMenu />
        <p>outside</p>
      </>,
    );
    const button = screen.getByRole('button', { name: '语言' });
    await user.click(button);
    expect(screen.getByRole('menu').getAttribute('role')).toBe('menu');
    await user.click(screen.getAllByRole('menuitemradio')[0]);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await user.click(button);
    await user.click(screen.getAllByRole('menuitemradio')[1]);
    expect(changeLanguage).toHaveBeenCalledWith('zhtw');

    await user.click(button);
    screen.getAllByRole('menuitemradio')[0].focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(changeLanguage).toHaveBeenCalledTimes(1);
  });
});

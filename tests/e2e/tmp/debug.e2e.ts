import { test } from 'vitest';
import { openBrowser } from '../browser';
import { startTestApp } from '../harness';
import { signIn } from '../actions';
import { openUserMenu, pickLanguage } from '../shellActions';

test('debug', async () => {
  const app = await startTestApp();
  const b = await openBrowser();
  const page = b.page;
  await page.goto(app.url('/login'));
  await signIn(page, 'admin', 'Admin123');
  await page.waitForURL(/\/home$/);
  await openUserMenu(page, 'profile');
  await page.getByTestId('profile-edit').click();
  const picker = page.locator('[data-testid="profile-birthday"] input, input[data-testid="profile-birthday"]');
  console.log('count', await picker.count(), await picker.first().getAttribute('placeholder'));
  for (const lng of ['en', 'zhtw', 'zh'] as const) {
    await pickLanguage(page, lng);
    await page.waitForTimeout(500);
    await picker.first().click();
    await page.waitForTimeout(500);
    const heads = await page.locator('.ant-picker-dropdown thead').allInnerTexts();
    const classes = await page.locator('.ant-picker-dropdown').evaluateAll((els) => els.map((e) => e.className));
    console.log(lng, await picker.first().getAttribute('placeholder'), JSON.stringify(heads), JSON.stringify(classes));
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
  }
  await b.close();
  await app.close();
}, 60000);

import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, captchaAlphabet, glyph } from './captchaFont';

/** Captcha images of the login page: 120×40 PNG, text from an unambiguous alphabet, jitter and noise. */

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_TTL_MINUTES = 5;

type Rgb = [number, number, number];

export function randomCaptchaText(length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return text;
}

const randomColor = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb) {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) << 2;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

function line(png: PNG, x0: number, y0: number, x1: number, y1: number, color: Rgb) {
  // Bresenham: integer steps, no anti-aliasing needed for noise
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    setPixel(png, x0, y0, color);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

function drawChar(png: PNG, char: string, left: number, top: number, scale: number, color: Rgb) {
  const rows = glyph(char);
  if (!rows) return;
  // a random slant per character makes template matching harder than upright glyphs
  const slant = (randomInt(-30, 31) / 100) * scale;
  rows.forEach((row, gy) => {
    const shift = Math.round(slant * (GLYPH_HEIGHT - 1 - gy));
    row.forEach((on, gx) => {
      if (!on) return;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) setPixel(png, left + gx * scale + dx + shift, top + gy * scale + dy, color);
      }
    });
  });
}

/** Renders `text` (characters of captchaAlphabet) to a PNG buffer. */
export function renderCaptcha(text: string): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  const background = randomColor(225, 256);
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) for (let x = 0; x < CAPTCHA_WIDTH; x++) setPixel(png, x, y, background);

  const scale = Math.max(
    1,
    Math.min(4, Math.floor((CAPTCHA_HEIGHT - 8) / GLYPH_HEIGHT), Math.floor(108 / (text.length * (GLYPH_WIDTH + 1)))),
  );
  const cell = (GLYPH_WIDTH + 1) * scale;
  const start = Math.floor((CAPTCHA_WIDTH - cell * text.length) / 2);
  const baseTop = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale) / 2);
  [...text].forEach((char, i) => {
    const jitterX = randomInt(-1, 2);
    const jitterY = randomInt(-3, 4);
    drawChar(png, char, start + i * cell + jitterX, baseTop + jitterY, scale, randomColor(20, 120));
  });

  for (let i = 0; i < 4; i++) {
    line(
      png,
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomInt(0, CAPTCHA_WIDTH),
      randomInt(0, CAPTCHA_HEIGHT),
      randomColor(60, 200),
    );
  }
  for (let i = 0; i < 120; i++) {
    setPixel(png, randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), randomColor(0, 256));
  }
  return PNG.sync.write(png);
}

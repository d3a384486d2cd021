import { clampCrop, initialCrop, sourceSquare, zoomCrop } from './squareCrop';

describe('avatar square crop', () => {
  test('a wide picture is centred with its height filling the square', () => {
    const crop = initialCrop(400, 200, 100);
    expect(crop).toEqual({ scale: 0.5, x: -50, y: 0 });
    expect(sourceSquare(crop, 100)).toEqual({ sx: 100, sy: 0, size: 200 });
  });

  test('dragging stops at the edges: the square stays covered', () => {
    const crop = initialCrop(400, 200, 100);
    expect(clampCrop({ ...crop, x: 30, y: 10 }, 400, 200, 100)).toEqual({ scale: 0.5, x: 0, y: 0 });
    expect(clampCrop({ ...crop, x: -500 }, 400, 200, 100)).toEqual({ scale: 0.5, x: -100, y: 0 });
  });

  test('zoom 2 keeps the centre and halves the source square', () => {
    const zoomed = zoomCrop(initialCrop(200, 200, 100), 2, 200, 200, 100);
    expect(zoomed).toEqual({ scale: 1, x: -50, y: -50 });
    expect(sourceSquare(zoomed, 100)).toEqual({ sx: 50, sy: 50, size: 100 });
  });
});

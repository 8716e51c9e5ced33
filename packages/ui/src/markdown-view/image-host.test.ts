import { describe, expect, it } from 'vitest';
import { foreignImageHost } from './image-host';

const page = 'https://teamboard.example';

describe('foreignImageHost', () => {
  it('names the host of an image on another site', () => {
    expect(foreignImageHost('https://pixel.tracker.example/t.gif?u=1', page)).toBe('pixel.tracker.example');
    expect(foreignImageHost('http://127.0.0.1:8080/a.png', page)).toBe('127.0.0.1:8080');
    // Protocol-relative and the same host on another scheme or port are other sites too.
    expect(foreignImageHost('//cdn.example/a.png', page)).toBe('cdn.example');
    expect(foreignImageHost('http://teamboard.example/a.png', page)).toBe('teamboard.example');
  });

  it('lets the app’s own and inline images through', () => {
    expect(foreignImageHost('/logo.svg', page)).toBeUndefined();
    expect(foreignImageHost('https://teamboard.example/a.png', page)).toBeUndefined();
    expect(foreignImageHost('data:image/png;base64,iVBORw0KGgo=', page)).toBeUndefined();
    expect(foreignImageHost('blob:https://teamboard.example/1234', page)).toBeUndefined();
    expect(foreignImageHost(undefined, page)).toBeUndefined();
    expect(foreignImageHost('', page)).toBeUndefined();
  });
});

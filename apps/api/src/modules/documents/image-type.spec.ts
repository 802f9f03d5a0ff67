import { documentUrl, sniffImage, STORED_NAME } from './image-type';

describe('sniffImage', () => {
  it('recognises jpeg, png and webp by their bytes', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toEqual({ mime: 'image/webp', ext: 'webp' });
  });

  it('refuses anything else, whatever its name says', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a......'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF....WAVE'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('documentUrl', () => {
  it('points at the random stored name', () => {
    const name = `${'a'.repeat(32)}.png`;
    expect(STORED_NAME.test(name)).toBe(true);
    expect(documentUrl(`images/${name}`)).toBe(`/api/document/images/${name}`);
  });
});

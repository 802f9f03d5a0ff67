import { Readable } from 'node:stream';
import { JsonDepthGuard } from './json-depth';

const read = (chunks: string[], max: number) =>
  new Promise<string>((resolve, reject) => {
    let out = '';
    Readable.from(chunks.map((c) => Buffer.from(c)))
      .pipe(new JsonDepthGuard(max))
      .on('data', (c: Buffer) => (out += c.toString()))
      .on('end', () => resolve(out))
      .on('error', reject);
  });

describe('JSON depth guard', () => {
  it('counts nesting outside strings only', async () => {
    await expect(read(['{"a":[1,{"b":[]}]}'], 4)).resolves.toBe('{"a":[1,{"b":[]}]}');
    await expect(read(['{"a":[1,{"b":[[]]}]}'], 4)).rejects.toMatchObject({ status: 400 });
    await expect(read(['{"a":"[[[[[[[[[[","b":"\\"[[[["}'], 1)).resolves.toContain('[[[[');
    await expect(read(['['.repeat(5000) + ']'.repeat(5000)], 10)).rejects.toMatchObject({ errors: [{ field: null, code: 'body_too_deep' }] });
  });

  it('keeps its state across chunks, and stops at the first byte past the limit', async () => {
    const chunks = ['{"a":"[[[', '[[[", "b": [[', '[[', '[]]]]]}'];
    await expect(read(chunks, 6)).resolves.toBe(chunks.join(''));
    await expect(read(chunks, 4)).rejects.toMatchObject({ status: 400, errors: [{ field: null, code: 'body_too_deep' }] });
    // An escaped quote split from its backslash by a chunk boundary does not end the string.
    await expect(read(['{"a":"x\\', '"[[[[[[[["}'], 2)).resolves.toContain('[[[[');
  });
});

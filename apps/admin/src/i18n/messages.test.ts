import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import ru from './ru';
import uz from './uz';

type Tree = { [key: string]: Tree | string | undefined };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value) for (const [childPath, text] of leaves(value, path)) out.set(childPath, text);
  }
  return out;
}

const placeholders = (text: string) => new Set([...text.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]));

const uzLeaves = leaves(uz as unknown as Tree);
const ruLeaves = leaves(ru as unknown as Tree);
const enLeaves = leaves(englishMessages as unknown as Tree);

/** Deliberately blank texts (react-admin's null boolean, the never-shown silent error). */
const BLANK_ALLOWED = new Set(['ra.boolean.null', 'app.errors.silent']);

describe('translations', () => {
  it('Uzbek and Russian have exactly the same keys', () => {
    expect([...ruLeaves.keys()].sort()).toEqual([...uzLeaves.keys()].sort());
  });

  it('Uzbek translates every key of react-admin (ra-language-english)', () => {
    expect(enLeaves.size).toBeGreaterThan(150);
    const missing = [...enLeaves.keys()].filter((key) => !uzLeaves.has(key));
    expect(missing).toEqual([]);
  });

  it('no text is empty', () => {
    for (const [key, text] of [...uzLeaves, ...ruLeaves]) {
      if (!BLANK_ALLOWED.has(key)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('Uzbek and Russian use the same placeholders', () => {
    for (const [key, text] of uzLeaves) {
      expect([...placeholders(ruLeaves.get(key) ?? '')].sort(), key).toEqual([...placeholders(text)].sort());
    }
  });

  it('react-admin texts only use placeholders react-admin provides', () => {
    for (const [key, english] of enLeaves) {
      const allowed = placeholders(english);
      allowed.add('smart_count');
      for (const name of placeholders(uzLeaves.get(key) ?? '')) expect(allowed.has(name), `${key}: %{${name}}`).toBe(true);
    }
  });

  it('keeps the spec texts', () => {
    expect(uz.app.errors.generic).toBe('Xatolik yuz berdi!');
    expect(ru.app.errors.generic).toBe('Произошла ошибка!');
    expect(uz.app.name).toBe('Mijozlar');
  });
});

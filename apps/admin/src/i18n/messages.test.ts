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

/**
 * The texts that travel with the lazy chunks (<name>.uz.ts / <name>.ru.ts, see locales.ts): the same
 * checks, pair by pair, with their keys as the app sees them (resources.<name>… or app.<name>…).
 */
const chunkUz = import.meta.glob<Tree>('./*.uz.ts', { eager: true, import: 'default' });
const chunkRu = import.meta.glob<Tree>('./*.ru.ts', { eager: true, import: 'default' });
const nameOf = (path: string) => /^\.\/(.+)\.(uz|ru)\.ts$/.exec(path)![1];
/** ui.* is part of uz.ts/ru.ts (app.ui) and checked with them; imports is app.import; the others resources.<name>. */
const prefixOf = (name: string) => (name === 'imports' ? 'app.import' : `resources.${name}`);
const CHUNKS = Object.keys(chunkUz).map(nameOf).filter((name) => name !== 'ui');
const chunkLeaves = (files: Record<string, Tree>, lang: string) =>
  new Map(CHUNKS.flatMap((name) => [...leaves(files[`./${name}.${lang}.ts`] ?? {}, prefixOf(name))]));
for (const [key, text] of chunkLeaves(chunkUz, 'uz')) uzLeaves.set(key, text);
for (const [key, text] of chunkLeaves(chunkRu, 'ru')) ruLeaves.set(key, text);
const enLeaves = leaves(englishMessages as unknown as Tree);

/** Deliberately blank texts (react-admin's null boolean, the never-shown silent error). */
const BLANK_ALLOWED = new Set(['ra.boolean.null', 'app.errors.silent']);

describe('translations', () => {
  it('every chunk has its Uzbek and Russian texts, with keys of their own', () => {
    expect(CHUNKS).toEqual(expect.arrayContaining(['wallets', 'sales', 'debts', 'clients', 'users', 'imports', 'investors', 'statistics']));
    expect(Object.keys(chunkRu).map(nameOf).sort()).toEqual(Object.keys(chunkUz).map(nameOf).sort());
    for (const name of CHUNKS) {
      const [section, group] = prefixOf(name).split('.');
      expect((uz as unknown as Record<string, Tree>)[section][group], `${name} is not also in uz.ts`).toBeUndefined();
    }
  });

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

  it('never puts a resource id in a sentence: empty lists do not say "(Client-debts)"', () => {
    // react-admin fills %{name} with resources.<id>.name, or with the id itself ("client-debts",
    // "wallet-operations") where a resource's texts live under another key.
    for (const messages of [uz, ru]) {
      expect(messages.ra.navigation.no_filtered_results).not.toContain('%{name}');
      expect(messages.ra.navigation.no_results).not.toContain('%{name}');
    }
  });

  it('keeps the spec texts', () => {
    expect(uz.app.errors.generic).toBe('Xatolik yuz berdi!');
    expect(ru.app.errors.generic).toBe('Произошла ошибка!');
    expect(uz.app.name).toBe('Mijozlar');
  });
});

// Console output for scripts/start.mjs and scripts/test.mjs: numbered steps, notes, warnings,
// loud banners. Colours only on a terminal, and never when NO_COLOR is set.
const useColour = process.stdout.isTTY && !process.env.NO_COLOR && process.env.TERM !== 'dumb';
const paint = (code) => (text) => (useColour ? `\x1b[${code}m${text}\x1b[0m` : String(text));

export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');
export const cyan = paint('36');

const tag = '[mijozlar]';

/** A numbered step: "== [3/7] Build ==". */
export function step(index, total, title) {
  console.log(`\n${bold(cyan(`== [${index}/${total}] ${title} ==`))}`);
}

/** A section header for a test suite. */
export function header(title) {
  const line = '='.repeat(Math.max(60, title.length + 8));
  console.log(`\n${bold(cyan(line))}\n${bold(cyan(`=== ${title}`))}\n${bold(cyan(line))}`);
}

export function info(message) {
  console.log(`${dim(tag)} ${message}`);
}

export function ok(message) {
  console.log(`${dim(tag)} ${green('✓')} ${message}`);
}

export function warn(message) {
  console.warn(`${dim(tag)} ${yellow('!')} ${yellow(message)}`);
}

export function fail(message) {
  console.error(`${dim(tag)} ${red('✗')} ${red(message)}`);
}

/** A framed message that is hard to miss in a long CI log. */
export function banner(lines, colour = yellow) {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const edge = '#'.repeat(width);
  console.log(colour(['', edge, ...lines.map((l) => `# ${l.padEnd(width - 4)} #`), edge, ''].join('\n')));
}

/** Renders rows (arrays of strings) as an aligned plain-text table. */
export function table(headings, rows) {
  const widths = headings.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const format = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
  return [format(headings), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join('\n');
}

export function formatDuration(ms) {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Hides the password of a connection URL before it is printed. */
export function redact(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

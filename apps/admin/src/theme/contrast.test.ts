import { alpha, getContrastRatio, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { COLOR_THEMES } from '@mijozlar/shared';
import { createAppTheme, TEXT_CONTRAST as AA, tintOver } from './createAppTheme';

/**
 * WCAG 2.1 AA (1.4.3): text 4.5:1 against what it stands on. Checked once per colour theme and mode
 * here, so no component has to fix a colour of its own: every colour the screens write text in
 * (body text, links and text buttons in primary, outlined chips and amounts in the status colours,
 * white or black on a filled button or chip) against the page, the cards and the header.
 */
const STATUS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

function shortfalls(theme: Theme): string[] {
  const { palette, app } = theme;
  const selected = tintOver(palette.mode === 'dark' ? '#ffffff' : '#000000', palette.background.paper, palette.action.selectedOpacity);
  const grounds = { page: palette.background.default, card: palette.background.paper, 'selected row': selected };
  const pairs: Array<[string, string, string]> = [];
  for (const [where, ground] of Object.entries(grounds)) {
    pairs.push([`text.primary on ${where}`, palette.text.primary, ground]);
    pairs.push([`text.secondary on ${where}`, palette.text.secondary, ground]);
    pairs.push([`text.disabled on ${where}`, palette.text.disabled, ground]);
    if (where !== 'selected row') for (const key of STATUS) pairs.push([`${key} text on ${where}`, palette[key].main, ground]);
  }
  for (const key of STATUS) {
    pairs.push([`${key}.contrastText on ${key}.main`, palette[key].contrastText, palette[key].main]);
    // A selected toggle button or list item: the colour on its own tint.
    const tint = tintOver(palette[key].main, palette.background.paper, palette.action.selectedOpacity + palette.action.hoverOpacity);
    pairs.push([`${key} text on its selected tint`, palette[key].main, tint]);
  }
  pairs.push(['header text', app.chromeText, app.chrome]);
  pairs.push(['header muted text', flatten(app.chromeMutedText, app.chrome), app.chrome]);
  pairs.push(['header accent', app.chromeAccent, app.chrome]);
  return pairs
    .map(([what, fg, bg]) => ({ what, fg, bg, ratio: getContrastRatio(fg, bg) }))
    .filter(({ ratio }) => ratio < AA)
    .map(({ what, fg, bg, ratio }) => `${what}: ${fg} on ${bg} = ${ratio.toFixed(2)}`);
}

/** rgba(255,255,255,.72) over the header → a solid colour for the ratio. */
function flatten(color: string, ground: string): string {
  const m = /rgba\((\d+),\s*(\d+),\s*(\d+),\s*([\d.]+)\)/.exec(color);
  return m ? tintOver(`rgb(${m[1]},${m[2]},${m[3]})`, ground, Number(m[4])) : color;
}

describe('colour themes meet WCAG AA contrast for text', () => {
  for (const name of COLOR_THEMES) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${name} ${mode}`, () => {
        expect(shortfalls(createAppTheme(name, mode))).toEqual([]);
      });
    }
  }

  it('the check finds a colour that is too light (MUI’s own warning orange on white)', () => {
    expect(getContrastRatio('#ed6c02', '#ffffff')).toBeLessThan(AA);
    expect(flatten(alpha('#ffffff', 0.5), '#000000')).toBe('#808080');
  });
});

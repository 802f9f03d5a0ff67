import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { COLOR_THEMES } from '@mijozlar/shared';
import { createAppTheme, TEXT_CONTRAST, tintOver } from '../../theme/createAppTheme';
import { statusColor, statusTextColor } from './statusColors';

const STATUSES = ['free', 'booked', 'sold', 'closed'] as const;

describe('room status colours', () => {
  it('text in a status colour reads at 4.5:1 on every tint of that status (chips, tiles, the legend) in every theme', () => {
    const shortfalls: string[] = [];
    for (const name of COLOR_THEMES) {
      for (const mode of ['light', 'dark'] as const) {
        const paper = createAppTheme(name, mode).palette.background.paper;
        for (const status of STATUSES) {
          // The tiles use 14 % (light) and 22 % (dark), the chips 16 %, an active legend entry 10 %.
          for (const percent of [0, 10, 14, 16, 22]) {
            const ground = tintOver(statusColor(status, mode), paper, percent / 100);
            const ratio = getContrastRatio(statusTextColor(status, mode), ground);
            if (ratio < TEXT_CONTRAST) shortfalls.push(`${name} ${mode} ${status} on ${percent} %: ${ratio.toFixed(2)}`);
          }
        }
      }
    }
    expect(shortfalls).toEqual([]);
  });
});

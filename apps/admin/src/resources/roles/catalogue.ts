import type { SvgIconComponent } from '@mui/icons-material';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import { ALL_PERMISSIONS, P, type PermissionCode } from '@mijozlar/shared';
import { MENU, type MenuEntry } from '../../layout/menuConfig';
import { screenPermission } from '../../routes/screens';

/**
 * The codes no menu item is gated by: each joins the group of the code whose screens it acts on
 * (a write code beside its read code). A code in neither the menu nor this map falls into the
 * "other" group, and catalogue.test.ts fails until it is given a place.
 */
export const COMPANIONS: Partial<Record<PermissionCode, PermissionCode>> = {
  [P.REFUSAL_WRITE]: P.REFUSAL_READ,
  [P.BUILDING_WRITE]: P.BUILDING_READ,
  [P.USER_WRITE]: P.USER_READ,
  [P.SMS_WRITE]: P.SMS_READ,
};

export interface PermissionGroup {
  /** The menu entry's key ("sales", "users"), or OTHER_GROUP. */
  key: string;
  /** Translation key: the menu entry's label. */
  label: string;
  icon: SvgIconComponent;
  codes: PermissionCode[];
}

export const OTHER_GROUP = 'other';

/** Codes shown under another menu entry than the first that opens with them: suppliers open with the employees' code. */
const HOME: Partial<Record<PermissionCode, string>> = { [P.EMPLOYEE_READ]: 'employees' };

/**
 * The permission catalogue grouped as the menu is: one group per top-level menu entry (a section or
 * an item), in menu order, holding the codes that open its items' screens (routes/screens.ts; a
 * code several entries open with, in the first of them or its HOME) and right after each code its companions. It follows menuConfig by construction.
 */
export function groupPermissions(
  menu: readonly MenuEntry[] = MENU,
  catalogue: readonly PermissionCode[] = ALL_PERMISSIONS,
  companions: Partial<Record<PermissionCode, PermissionCode>> = COMPANIONS,
): PermissionGroup[] {
  const known = new Set(catalogue);
  const placed = new Set<PermissionCode>();
  const place = (code: PermissionCode, group: PermissionGroup) => {
    if (placed.has(code) || !known.has(code)) return;
    placed.add(code);
    group.codes.push(code);
    for (const companion of catalogue) if (companions[companion] === code) place(companion, group);
  };

  const codesOf = (entry: MenuEntry) =>
    (entry.kind === 'item' ? [entry] : entry.items).map((item) => screenPermission(item.to)).filter((code): code is PermissionCode => !!code);
  // A code is shown with the first entry that opens with it, unless HOME says otherwise.
  const home = new Map<PermissionCode, string>(Object.entries(HOME) as [PermissionCode, string][]);
  for (const entry of menu) for (const code of codesOf(entry)) if (!home.has(code)) home.set(code, entry.key);

  const groups: PermissionGroup[] = [];
  for (const entry of menu) {
    const group: PermissionGroup = { key: entry.key, label: entry.label, icon: entry.icon, codes: [] };
    for (const code of codesOf(entry)) if (home.get(code) === entry.key) place(code, group);
    if (group.codes.length > 0) groups.push(group);
  }
  const rest = catalogue.filter((code) => !placed.has(code));
  if (rest.length > 0) groups.push({ key: OTHER_GROUP, label: 'resources.roles.groups.other', icon: TuneOutlinedIcon, codes: rest });
  return groups;
}

/** The catalogue's codes in group order (the order the form shows and the payload sends). */
export function catalogueOrder(groups: readonly PermissionGroup[]): PermissionCode[] {
  return groups.flatMap((group) => group.codes);
}

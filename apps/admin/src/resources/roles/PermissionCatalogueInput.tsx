import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Card, Checkbox, Divider, FormControlLabel, Stack, Tooltip, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import type { PermissionCode } from '@mijozlar/shared';
import { grantLock, type RoleActor } from './access';
import { catalogueOrder, type PermissionGroup } from './catalogue';

export interface PermissionCatalogueInputProps {
  groups: readonly PermissionGroup[];
  actor: RoleActor;
  /** The whole form is read-only (its reason is said above the form). */
  disabled?: boolean;
}

const text = (code: string, part: 'name' | 'help') => `resources.roles.permissions.${code}.${part}`;

/**
 * The `permissions` field: every code of the catalogue as a box, grouped as the menu is, with its
 * name and what it lets a person do. A box the signed-in user may not grant is disabled and says why;
 * each group of several codes has a "select all" box (over the codes the user may grant).
 */
export function PermissionCatalogueInput({ groups, actor, disabled = false }: PermissionCatalogueInputProps) {
  const translate = useTranslate();
  const { field } = useInput<PermissionCode[]>({ source: 'permissions', defaultValue: [] });
  const order = useMemo(() => catalogueOrder(groups), [groups]);
  const selected = new Set<string>(Array.isArray(field.value) ? field.value : []);
  const setCodes = (on: readonly PermissionCode[], off: readonly PermissionCode[]) => {
    const next = new Set(selected);
    for (const code of on) next.add(code);
    for (const code of off) next.delete(code);
    // Codes the catalogue does not know (none today) are kept as they were.
    field.onChange([...order.filter((code) => next.has(code)), ...[...next].filter((code) => !order.includes(code as PermissionCode))]);
  };
  const count = order.filter((code) => selected.has(code)).length;

  return (
    <Box component="section" aria-labelledby="role-permissions-title" sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} alignItems="baseline" justifyContent="space-between" flexWrap="wrap" useFlexGap>
        <Typography id="role-permissions-title" variant="subtitle1" component="h2">
          {translate('resources.roles.fields.permissions')}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="role-permissions-count">
          {translate('resources.roles.summary.selected', { count, total: order.length })}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.roles.helpers.catalogue')}
      </Typography>
      {/* Columns that fill top to bottom (groups differ in height), in menu order. */}
      <Box sx={{ mt: 2, columnCount: { xs: 1, md: 2, xl: 3 }, columnGap: 2 }}>
        {groups.map((group) => (
          <GroupCard key={group.key} group={group} actor={actor} disabled={disabled} selected={selected} onChange={setCodes} />
        ))}
      </Box>
    </Box>
  );
}

interface GroupCardProps {
  group: PermissionGroup;
  actor: RoleActor;
  disabled: boolean;
  selected: ReadonlySet<string>;
  onChange: (on: readonly PermissionCode[], off: readonly PermissionCode[]) => void;
}

function GroupCard({ group, actor, disabled, selected, onChange }: GroupCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  const label = translate(group.label);
  const grantable = group.codes.filter((code) => !grantLock(code, actor));
  const on = grantable.filter((code) => selected.has(code)).length;
  const all = grantable.length > 0 && on === grantable.length;
  const Icon = group.icon;
  const selectAllLabel = translate('resources.roles.action.select_section', { section: label });

  return (
    <Card variant="outlined" role="group" aria-labelledby={titleId} data-group={group.key} sx={{ minWidth: 0, breakInside: 'avoid', mb: 2 }}>
      <Stack direction="row" alignItems="center" spacing={1.25} sx={{ pl: 2, pr: 0.5, py: 0.75, minHeight: 48, bgcolor: 'action.hover' }}>
        <Icon fontSize="small" color="primary" aria-hidden />
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ flex: 1, minWidth: 0 }}>
          {label}
        </Typography>
        {group.codes.length > 1 ? (
          <Tooltip title={selectAllLabel}>
            <FormControlLabel
              labelPlacement="start"
              disabled={disabled || grantable.length === 0}
              sx={{ mr: 0, '& .MuiFormControlLabel-label': { typography: 'caption', color: 'text.secondary' } }}
              label={translate('resources.roles.action.select_all')}
              control={
                <Checkbox
                  size="small"
                  checked={all}
                  indeterminate={on > 0 && !all}
                  onChange={(event) => (event.target.checked ? onChange(grantable, []) : onChange([], grantable))}
                  slotProps={{ input: { 'aria-label': selectAllLabel } }}
                />
              }
            />
          </Tooltip>
        ) : null}
      </Stack>
      <Divider />
      <Stack sx={{ py: 0.5 }}>
        {group.codes.map((code) => (
          <PermissionBox
            key={code}
            code={code}
            checked={selected.has(code)}
            disabled={disabled}
            lockReason={disabled ? null : (grantLock(code, actor)?.reason ?? null)}
            onToggle={(checked) => (checked ? onChange([code], []) : onChange([], [code]))}
          />
        ))}
      </Stack>
    </Card>
  );
}

interface PermissionBoxProps {
  code: PermissionCode;
  checked: boolean;
  disabled: boolean;
  lockReason: string | null;
  onToggle: (checked: boolean) => void;
}

function PermissionBox({ code, checked, disabled, lockReason, onToggle }: PermissionBoxProps) {
  const translate = useTranslate();
  const id = useId();
  const inactive = disabled || !!lockReason;
  const name = translate(text(code, 'name'));
  const reason = lockReason ? translate(lockReason) : null;
  const box = (
    <Checkbox
      id={`${id}-box`}
      checked={checked}
      disabled={inactive}
      onChange={(event) => onToggle(event.target.checked)}
      sx={{ mt: -0.5 }}
      slotProps={{ input: { 'aria-label': name, 'aria-describedby': reason ? `${id}-help ${id}-reason` : `${id}-help`, 'data-code': code } as Record<string, string> }}
    />
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, px: 1, py: 0.75 }}>
      {reason ? (
        <Tooltip title={reason}>
          <span>{box}</span>
        </Tooltip>
      ) : (
        box
      )}
      <Box
        component="label"
        htmlFor={`${id}-box`}
        sx={{ minWidth: 0, pt: 0.25, cursor: inactive ? 'default' : 'pointer', overflowWrap: 'anywhere' }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }} color={reason ? 'text.secondary' : 'text.primary'}>
          {name}
        </Typography>
        <Typography id={`${id}-help`} variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {translate(text(code, 'help'))}
        </Typography>
        {reason ? (
          <Typography id={`${id}-reason`} variant="caption" color="warning.main" component="span" sx={{ display: 'flex', gap: 0.5, alignItems: 'center', mt: 0.25 }}>
            <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
            {reason}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

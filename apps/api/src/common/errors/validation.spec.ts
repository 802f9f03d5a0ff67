import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ClientListQueryDto } from '../../modules/clients/dto/client.dto';
import { CreateUserDto } from '../../modules/users/dto/user.dto';
import { ApiError } from './api-error';
import { createValidationPipe, flattenValidationErrors } from './validation';

async function errorsFor(body: Record<string, unknown>) {
  const dto = plainToInstance(CreateUserDto, body);
  return flattenValidationErrors(await validate(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

describe('validation errors', () => {
  it('names each missing required field with the "required" code', async () => {
    const errors = await errorsFor({});
    const byField = Object.fromEntries(errors.map((e) => [e.field, e.code]));
    expect(byField).toMatchObject({ phone_number: 'required', full_name: 'required', password: 'required', role: 'required' });
  });

  it('codes a bad phone, a short password and an unknown field', async () => {
    const errors = await errorsFor({
      phone_number: '+998 (90) 12',
      full_name: 'Ali',
      password: 'short',
      role: 1,
      is_admin: true,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'phone_number', code: 'invalid_phone' },
        { field: 'password', code: 'too_short', params: { min: 8 } },
        { field: 'is_admin', code: 'unknown_field' },
      ]),
    );
  });

  it('normalises a masked phone before validating it', async () => {
    const dto = plainToInstance(CreateUserDto, { phone_number: '+998 (90) 123-45-67', full_name: 'A', password: '12345678', role: 1 });
    expect(dto.phone_number).toBe('+998901234567');
    expect(await validate(dto)).toHaveLength(0);
  });

  it('the global pipe throws a 400 ApiError with the field list', async () => {
    const pipe = createValidationPipe();
    await expect(
      pipe.transform({ full_name: 'A' }, { type: 'body', metatype: CreateUserDto }),
    ).rejects.toMatchObject({ status: 400, errors: expect.arrayContaining([{ field: 'password', code: 'required' }]) });
    await expect(pipe.transform({}, { type: 'body', metatype: CreateUserDto })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('strict input rules', () => {
  const pipe = createValidationPipe();
  const body = (value: unknown, metatype: Function) => pipe.transform(value, { type: 'body', metatype } as never);
  const fields = async (value: unknown, metatype: Function) => {
    try {
      await body(value, metatype);
      return [];
    } catch (err) {
      return (err as ApiError).errors.map((e) => `${e.field}:${e.code}`);
    }
  };

  it('integers: canonical decimal within 32 bits only', async () => {
    const { strictInt, isExactNumber } = await import('./validation');
    expect([16, '16', '-3', '0', 2147483647, '-2147483648'].map(strictInt)).toEqual([16, 16, -3, 0, 2147483647, -2147483648]);
    for (const bad of ['0x10', '1e1', '16.0', '+16', ' 16', '016', '2147483648', 2147483648, 1.5, true, [16], null, '']) {
      expect([bad, strictInt(bad)]).toEqual([bad, undefined]);
    }
    expect([1500, 1500.5, 0.1, 123456789012345].map(isExactNumber)).toEqual([true, true, true, true]);
    expect([0.30000000000000004, 1e21, 123456789012345678, Infinity].map(isExactNumber)).toEqual([false, false, false, false]);
  });

  it('a role id given as 0x10, 1e1, true or past 32 bits is refused on the field', async () => {
    const base = { phone_number: '+998901234567', full_name: 'A', password: '12345678' };
    for (const role of ['0x10', '1e1', true, 2147483648, '16.0']) {
      expect(await fields({ ...base, role }, CreateUserDto)).toContain('role:invalid');
    }
    await expect(body({ ...base, role: '16' }, CreateUserDto)).resolves.toMatchObject({ role: 16 });
  });

  it('NUL in any text, a string where a list is expected, null where a value is required', async () => {
    const { RoleDto, UpdateUserDto } = await import('../../modules/users/dto/user.dto');
    expect(await fields({ name: 'a\u0000b', permissions: [] }, RoleDto)).toEqual(['name:invalid']);
    expect(await fields({ name: 'r', permissions: 'USER_READ' }, RoleDto)).toEqual(['permissions:invalid']);
    // PUT: full_name was required on create, so null is refused; a nullable field takes null.
    expect(await fields({ full_name: null }, UpdateUserDto)).toEqual(['full_name:required']);
    expect(await fields({ is_active: null }, UpdateUserDto)).toEqual(['is_active:required']);
    await expect(body({ date_of_birth: null, profile_image: null }, UpdateUserDto)).resolves.toMatchObject({ date_of_birth: null });
  });

  it('a whole body that is not a JSON object is refused, whatever the DTO', async () => {
    const { UpdateUserDto } = await import('../../modules/users/dto/user.dto');
    for (const value of [null, 7, 'text', true, [], [{}]]) {
      expect([JSON.stringify(value), await fields(value, UpdateUserDto)]).toEqual([JSON.stringify(value), ['null:body.not_object']]);
    }
    await expect(body({}, UpdateUserDto)).resolves.toBeInstanceOf(UpdateUserDto);
  });

  it('ids declared by @Type(() => Number) or @IsIn of integers take integers only: true, 1.5, "1.0", " 1", [1] are refused', async () => {
    const { CreateWalletDto } = await import('../../modules/wallets/dto/wallet.dto');
    const { CreateEmployeeDto } = await import('../../modules/employees/dto/employee.dto');
    for (const currency of [true, false, 1.5, '1.0', ' 1', '01', [1], {}]) {
      expect([JSON.stringify(currency), await fields({ name: 'K', currency }, CreateWalletDto)]).toEqual([JSON.stringify(currency), ['currency:invalid']]);
    }
    await expect(body({ name: 'K', currency: 1 }, CreateWalletDto)).resolves.toMatchObject({ currency: 1 });
    await expect(body({ name: 'K', currency: '2' }, CreateWalletDto)).resolves.toMatchObject({ currency: 2 });
    const employee = { first_name: 'A', last_name: 'B', position: 'C', salary: '1.00', salary_currency: 1 };
    expect(await fields({ ...employee, salary_type: true }, CreateEmployeeDto)).toEqual(['salary_type:invalid']);
  });

  it('an inexact JSON number is refused wherever it appears', async () => {
    expect(await fields({ name: 'r', permissions: [], extra: 0.30000000000000004 }, (await import('../../modules/users/dto/user.dto')).RoleDto)).toContain('extra:invalid');
  });

  it('path values are never coerced: ids are read by IdParam', async () => {
    await expect(pipe.transform('0x10', { type: 'param', metatype: Number, data: 'id' })).resolves.toBe('0x10');
    const { parseId } = await import('../http/id.pipe');
    expect(['16', '2147483647'].map(parseId)).toEqual([16, 2147483647]);
    expect(['0x10', '1e1', '16.0', '+16', ' 16', '016', '0', '-1', '2147483648', 'true'].map(parseId)).toEqual(Array(10).fill(null));
  });
});

describe('query strings that passed are kept', () => {
  const query = (pipe: ReturnType<typeof createValidationPipe>, value: unknown) =>
    pipe.transform(value, { type: 'query', metatype: ClientListQueryDto } as never) as Promise<ClientListQueryDto>;

  it('answers the same query again with its own copy of the same DTO', async () => {
    const pipe = createValidationPipe();
    const first = await query(pipe, { page: '2', region: '7', search: 'Ali' });
    expect(first).toBeInstanceOf(ClientListQueryDto);
    expect({ ...first }).toEqual({ page: 2, region: 7, search: 'Ali' });
    const again = await query(pipe, { page: '2', region: '7', search: 'Ali' });
    expect(again).toBeInstanceOf(ClientListQueryDto);
    expect(again).not.toBe(first);
    again.page = 99; // a handler changing its DTO changes nothing for the next request
    const third = await query(pipe, { page: '2', region: '7', search: 'Ali' });
    expect({ ...third }).toEqual({ page: 2, region: 7, search: 'Ali' });
  });

  it('still refuses a query that differs from a kept one, every time', async () => {
    const pipe = createValidationPipe();
    await query(pipe, { region: '7' });
    for (const bad of [{ region: '0x7' }, { region: '7', extra: '1' }, { region: ['7', '8'] }]) {
      await expect(query(pipe, bad)).rejects.toMatchObject({ status: 400 });
      await expect(query(pipe, bad)).rejects.toMatchObject({ status: 400 });
    }
  });

  it('keeps at most 500 queries per DTO class', async () => {
    const pipe = createValidationPipe();
    const kept = () => (pipe as unknown as { validQueries: WeakMap<Function, Map<string, object>> }).validQueries.get(ClientListQueryDto)?.size ?? 0;
    await query(pipe, { search: 'Ali', region: '1' });
    expect(kept()).toBe(1);
    for (let page = 1; page <= 600; page++) await query(pipe, { page: String(page) });
    expect(kept()).toBe(500);
    expect({ ...(await query(pipe, { search: 'Ali', region: '1' })) }).toEqual({ search: 'Ali', region: 1 }); // pushed out, validated again
  });
});

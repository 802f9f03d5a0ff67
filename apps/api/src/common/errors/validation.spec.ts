import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
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

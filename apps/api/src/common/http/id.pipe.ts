import { Param, PipeTransform } from '@nestjs/common';
import { ApiError } from '../errors/api-error';

class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw ApiError.notFound();
    const id = Number(value);
    if (id < 1 || id > 2147483647) throw ApiError.notFound();
    return id;
  }
}

/** A positive integer path id; anything else is a 404, like a missing row. */
export const IdParam = (name = 'id') => Param(name, new IdPipe());

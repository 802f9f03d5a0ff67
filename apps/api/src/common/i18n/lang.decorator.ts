import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { Locale } from '@mijozlar/shared';
import { resolveLocale } from './locale';

/** What `@Lang()` reads: the request's `Accept-Language` ranked by {@link resolveLocale} (uz or ru, uz by default). */
export function langOf(_data: unknown, ctx: ExecutionContext): Locale {
  const request = ctx.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>();
  return resolveLocale(request.headers['accept-language']);
}

/** Documents the header on the route the parameter belongs to (a parameter decorator cannot add method metadata itself). */
const documentAcceptLanguage: ParameterDecorator = (target, key) => {
  if (key === undefined) return;
  const value = (target as Record<string | symbol, unknown>)[key];
  ApiHeader({
    name: 'Accept-Language',
    required: false,
    description: 'uz or ru (the first of them by q-value; uz otherwise): the language of messages and reference names',
  })(target, key, { value } as PropertyDescriptor);
};

/**
 * The request's language, uz or ru: `list(@Query() q: Dto, @Lang() lang: Locale)`.
 * An explicit `language` query parameter (XLSX exports) still wins in the handler: `query.language ?? lang`.
 */
export const Lang = createParamDecorator(langOf, [documentAcceptLanguage]);

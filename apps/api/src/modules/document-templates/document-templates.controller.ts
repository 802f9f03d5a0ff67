import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { P, type Locale } from '@mijozlar/shared';
import { anyOf, CurrentUser, RequirePermission } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { IdParam } from '../../common/http/id.pipe';
import { Lang } from '../../common/i18n/lang.decorator';
import {
  DocumentTemplateChoicesQueryDto,
  DocumentTemplateListQueryDto,
  PlaceholdersQueryDto,
  UpdateDocumentTemplateDto,
  UploadTemplateDto,
} from './dto/document-template.dto';
import { DocumentTemplatesService } from './document-templates.service';

@ApiTags('document-template')
@Controller('document-template')
export class DocumentTemplatesController {
  constructor(private readonly templates: DocumentTemplatesService) {}

  @RequirePermission(P.SETTINGS_WRITE)
  @Get()
  @ApiOperation({ summary: 'Word templates of documents, built-ins included (filters kind, language, building: its own and the company-wide ones)' })
  list(@Query() query: DocumentTemplateListQueryDto) {
    return this.templates.list(query);
  }

  // The print dialog of a sale, payment or refusal picks a template with the record's own permission.
  @RequirePermission(anyOf(P.SALE_READ, P.CLIENT_DEBT_READ, P.REFUSAL_READ, P.SETTINGS_WRITE))
  @Get('choices')
  @ApiOperation({ summary: 'Templates to print with: [{id, name, language, building, is_builtin, is_default}] of a kind (the building’s and the company-wide ones)' })
  choices(@Query() query: DocumentTemplateChoicesQueryDto) {
    return this.templates.choices(query);
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Get('placeholders')
  @ApiOperation({ summary: 'The tags a template of this kind may use: [{tag, loop?, section?, description, example}] in the request’s language' })
  placeholders(@Query() query: PlaceholdersQueryDto, @Lang() lang: Locale) {
    return this.templates.placeholders(query.kind, lang);
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadTemplateDto })
  @ApiOperation({
    summary: 'Upload a Word template (multipart: file, name, kind, language, building?, is_default? = true)',
    description:
      '≤ 5 MB (413 past it). A file that is not a DOCX, does not parse, or uses a tag its kind does not have is 400 `document_template.invalid`, ' +
      'one error per problem on field `file`, naming the tag ("Nomaʼlum teg {client_nme}"). A default replaces the previous default of the same kind, language and building.',
  })
  upload(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser) {
    return this.templates.upload(request, user);
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Get(':id')
  get(@IdParam() id: number) {
    return this.templates.get(id);
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Put(':id')
  @ApiOperation({ summary: 'Rename, move to a building (null: company-wide), make default; 409 document_template.builtin for a built-in' })
  update(@IdParam() id: number, @Body() body: UpdateDocumentTemplateDto) {
    return this.templates.update(id, body);
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a template; 409 document_template.builtin for a built-in' })
  remove(@IdParam() id: number) {
    return this.templates.remove(id);
  }

  @RequirePermission(P.SETTINGS_WRITE)
  @Get(':id/file')
  @ApiProduces('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
  @ApiOkResponse({ description: 'The DOCX as uploaded (attachment)', schema: { type: 'string', format: 'binary' } })
  @ApiOperation({ summary: 'The template’s DOCX file' })
  file(@IdParam() id: number, @Res() reply: FastifyReply) {
    return this.templates.file(id, reply);
  }
}

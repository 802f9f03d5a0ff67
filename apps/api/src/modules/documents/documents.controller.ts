import { Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Authenticated, CurrentUser, Public } from '../../common/auth/decorators';
import type { AuthUser } from '../../common/auth/auth-user';
import { UploadedImageDto, UploadImagesDto } from './dto/upload.dto';
import { DocumentsService } from './documents.service';

@ApiTags('document')
@Controller('document')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  /** building photos need BUILDING_WRITE (checked in the service, it depends on image_type); profile images: any signed-in user. */
  @Authenticated()
  @Post('upload-images')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadImagesDto })
  @ApiCreatedResponse({ type: [UploadedImageDto] })
  @ApiOperation({
    summary: 'Upload images (building photos need BUILDING_WRITE; a profile image any signed-in user)',
    description: 'Types are checked by content (JPEG, PNG, WebP), ≤ 5 MB each, ≤ 10 per request. Each answer item has the public `url`.',
  })
  upload(@Req() request: FastifyRequest, @CurrentUser() user: AuthUser) {
    return this.documents.upload(request, user);
  }

  /**
   * Public on purpose: <img> tags send no Bearer header. The name is 128 random bits, so a URL
   * cannot be guessed; it is only known to those who can read the record that holds it.
   */
  @Public()
  @Get('images/:name')
  @ApiProduces('image/jpeg', 'image/png', 'image/webp')
  @ApiOperation({ summary: 'An uploaded image by its unguessable name (public, cached for a year)' })
  image(@Param('name') name: string, @Res() reply: FastifyReply) {
    return this.documents.serve(name, reply);
  }
}

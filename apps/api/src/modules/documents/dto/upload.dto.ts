import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of the multipart form (the handler reads the parts itself). */
export class UploadImagesDto {
  @ApiProperty({ type: 'array', items: { type: 'string', format: 'binary' }, description: 'One or more images (JPEG, PNG, WebP; ≤ 5 MB each, ≤ 10)' })
  images: unknown[];

  @ApiProperty({ enum: ['building', 'profile'] })
  image_type: 'building' | 'profile';
}

export class UploadedImageDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '/api/document/images/0f1e2d3c4b5a69788796a5b4c3d2e1f0.jpg' }) url: string;
  @ApiProperty({ enum: ['building', 'profile'] }) image_type: 'building' | 'profile';
}

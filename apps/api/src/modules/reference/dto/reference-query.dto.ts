import { ListQueryDto } from '../../../common/list/list-query.dto';
import { IntFilter } from '../../../common/list/fields';

export class ReferenceQueryDto extends ListQueryDto {}

export class CityQueryDto extends ListQueryDto {
  @IntFilter('Region id')
  region?: number;
}

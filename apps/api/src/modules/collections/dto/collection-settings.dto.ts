import { GraceDaysField, PenaltyCapField, PenaltyRateField } from './collections.fields';

/** PUT /api/settings/collections/: the fields to change (absent = unchanged). */
export class CollectionSettingsDto {
  @PenaltyRateField()
  penalty_rate?: string;

  @PenaltyCapField()
  penalty_cap_percent?: string;

  @GraceDaysField()
  grace_days?: number;
}

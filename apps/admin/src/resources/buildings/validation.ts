import { required, type Validator } from 'react-admin';

/** A whole number above zero (counts of floors, rooms, entrances). An empty value passes: required() decides. */
export const positiveInteger: Validator = (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(number) && number > 0 ? undefined : 'resources.buildings.validation.positive_integer';
};

export const validateBuildingName = [required('app.validation.required')];
export const validateCount = [required('app.validation.required'), positiveInteger];

export { errorMessage, submissionErrors } from '../../providers/errorText';

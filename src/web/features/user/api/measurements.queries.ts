import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  MeasurementsResponseSchema,
  MeasurementsSavedResponseSchema,
} from '#shared/user/measurements.schemas';
import type { Measurements } from '#shared/user/measurements';

import { api } from '../../../lib/api-client';

export const measurementKeys = { mine: ['user', 'measurements'] as const };

/** GET /api/user/measurements: the signed-in member's own profile. */
export function useMeasurements() {
  return useQuery({
    queryKey: measurementKeys.mine,
    queryFn: ({ signal }) => api.get('/user/measurements', MeasurementsResponseSchema, signal),
  });
}

/** PUT /api/user/measurements: the answer replaces the cached profile. */
export function useSaveMeasurements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (measurements: Measurements) =>
      api.put('/user/measurements', { measurements }, MeasurementsSavedResponseSchema),
    onSuccess: ({ measurements, complete }) => {
      queryClient.setQueryData(measurementKeys.mine, { measurements, complete });
    },
  });
}

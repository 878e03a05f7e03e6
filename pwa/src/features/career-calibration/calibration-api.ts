import type { CalibrationDto } from '@career/sync-server/records/contract/career-idea-dto';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/api-client';

export const CALIBRATION_PATH = '/api/admin/career-ideas/calibration';

/** GET /api/admin/career-ideas/calibration: per band, the ideas shared with clients and how the clients marked them. */
export function useCalibration() {
  return useQuery({
    queryKey: ['admin', 'career-ideas', 'calibration'],
    queryFn: () => api<CalibrationDto>(CALIBRATION_PATH),
    refetchOnWindowFocus: false,
  });
}

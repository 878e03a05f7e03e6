/** GET /api/coaches: what a client sees of a coach (spec: name and credential). Browser-safe. */
export interface CoachDto {
  _id: string;
  name: string;
  credential: string;
  photo: string | null;
}

/** GET /api/coaches: what a client sees of a coach (spec: name and credential). Browser-safe. */
export interface CoachDto {
  _id: string;
  name: string;
  credential: string;
  photo: string | null;
  /**
   * Only when the scheduling widget's provider is configured: the coach's booking page on it
   * (coaches.scheduling_url; null: this coach is booked with the built-in scheduler), and the
   * origin the widget's messages must come from (the same for every coach).
   */
  widgetUrl?: string | null;
  widgetOrigin?: string;
}

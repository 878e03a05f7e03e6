/** GET /api/admin/retention: the clients whose assessment data the next retention run would erase. Browser-safe. */
export interface RetentionReportDto {
  /** RETENTION_YEARS: years after a client's last activity. */
  retentionYears: number;
  /** Clients last active before this instant are due. */
  cutoff: string;
  /** Ids and last activity only: no names or e-mails (admins open a client from the users list). */
  clients: { id: string; lastActivityAt: string }[];
}

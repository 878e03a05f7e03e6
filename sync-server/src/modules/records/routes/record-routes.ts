import { Hono } from 'hono';
import type { AppDeps } from '../../../app-deps';
import type { CareerRecordDto, FilterOptionsDto, RecordImportReportDto, RecordSearchDto } from '../contract/record-dto';
import { RECORD_LIST_LIMIT } from '../contract/record-dto';
import { recordBody, recordIdParam, recordImportBody, recordSearchQuery, recordUpdateBody, titleQuery } from '../contract/record-schemas';
import type { AppEnv } from '../../../http/app-env';
import { signedInUser } from '../../../http/signed-in-user';
import { jsonBody, paramsOf, queryOf } from '../../../http/validate';
import { listRecords } from '../repositories/career-record-repository';
import { exportRecordsCsv, importRecordsCsv } from '../services/career-record-csv';
import { careerRecordIndexOf } from '../services/career-record-index';
import {
  addCareerRecord,
  careerFilterOptions,
  deleteCareerRecord,
  RECORD_ADDED,
  RECORD_DELETED,
  RECORD_UPDATED,
  searchCareerRecords,
  updateCareerRecord,
} from '../services/career-record-service';

/** /api/records: the career records ("Data-Driven Career Ideas"), admins only (route policy). */
export function recordRoutes(deps: AppDeps) {
  const index = careerRecordIndexOf(deps.db);
  return new Hono<AppEnv>()
    .get('/get-search-records', queryOf(titleQuery), async (c) => {
      const { records, total } = await listRecords(deps.db, { titleContains: c.req.valid('query').jobTitle, limit: RECORD_LIST_LIMIT });
      c.header('X-Total-Count', String(total));
      return c.json<CareerRecordDto[]>(records);
    })
    .get('/get-records', queryOf(recordSearchQuery), async (c) => c.json<RecordSearchDto>(await searchCareerRecords(deps, index, signedInUser(c), c.req.valid('query'))))
    .get('/get-filter-options', async (c) => c.json<FilterOptionsDto>(await careerFilterOptions(deps)))
    .post('/add-single-record', jsonBody(recordBody), async (c) => {
      const record = await addCareerRecord(deps, signedInUser(c), c.req.valid('json'));
      return c.json({ message: RECORD_ADDED, record }, 201);
    })
    .put('/update-record', jsonBody(recordUpdateBody), async (c) => {
      const { _id, ...input } = c.req.valid('json');
      const record = await updateCareerRecord(deps, signedInUser(c), _id, input);
      return c.json({ message: RECORD_UPDATED, record });
    })
    .get('/export', async (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="career-records.csv"');
      return c.body(await exportRecordsCsv(deps, signedInUser(c)));
    })
    .post('/import', jsonBody(recordImportBody), async (c) => {
      const { csv, confirm } = c.req.valid('json');
      return c.json<RecordImportReportDto>(await importRecordsCsv(deps, signedInUser(c), csv, confirm));
    })
    .delete('/delete-record/:id', paramsOf(recordIdParam), async (c) => {
      await deleteCareerRecord(deps, signedInUser(c), c.req.valid('param').id);
      return c.json({ message: RECORD_DELETED });
    });
}

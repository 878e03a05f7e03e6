import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: REPO });

/** The messages of the import rule for `code` as if it were the file at `file` (relative to sync-server/src). */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO, 'sync-server/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the module boundaries (eslint.config.js)', () => {
  it("refuses a module reading another module's repository, routes or adapters, at any depth", async () => {
    const repository = await importErrors('modules/coaching/services/probe.ts', "import { findUserById } from '../../accounts/repositories/user-repository';\nexport const x = findUserById;\n");
    expect(repository).toEqual([expect.stringContaining('only through its services')]);
    const deep = await importErrors(
      'modules/plans/adapters/payments/embedded/probe.ts',
      "import { listPlans } from '../../../repositories/plan-repository';\nimport { userRoutes } from '../../../../admin/routes/user-routes';\nimport { createSmsSender } from '../../../../provider/adapters/sms/create-sms-sender';\nexport const x = [listPlans, userRoutes, createSmsSender];\n",
    );
    // The module's own repository is its own business; the other module's routes and adapters are not.
    expect(deep).toHaveLength(2);
  });

  it("lets a module use another module's services, contract and data, and its own repositories", async () => {
    const errors = await importErrors(
      'modules/coaching/services/probe.ts',
      [
        "import { findUserById } from '../../accounts/services/user-store';",
        "import type { PlanId } from '../../plans/contract/plan-dto';",
        "import { PLAN_SEED } from '../../plans/data/plans';",
        "import { listActiveCoaches } from '../repositories/coach-repository';",
        'export const x: [unknown, PlanId | undefined, unknown, unknown] = [findUserById, undefined, PLAN_SEED, listActiveCoaches];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses infrastructure importing a module; the composition root may', async () => {
    const code = "import { findUserById } from '../modules/accounts/services/user-store';\nexport const x = findUserById;\n";
    expect(await importErrors('http/probe.ts', code)).toEqual([expect.stringContaining('Infrastructure never imports a module')]);
    expect(await importErrors('app.ts', code.replace('../modules', './modules'))).toEqual([]);
  });
});

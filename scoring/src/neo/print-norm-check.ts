/**
 * Prints the tables of the internal-consistency check of our norms by simulation (provenance.md,
 * "Norms: an internal-consistency check by simulation"):
 *
 *     npx tsx scoring/src/neo/print-norm-check.ts
 *
 * Deterministic: the same tables on every run (seeded; see NORM_CHECK_DEFAULTS).
 */
import { checkTable, modelTable, optionsText, reproductionTable, teethTable } from './format-norm-check';
import { interpolatedNeoNorms } from './interpolated-norms';
import { IPIP_NEO_300_POOL } from './ipip-pool';
import { neoDefinition } from './neo-definition';
import type { NeoNormGroup } from './neo-norms';
import { combineNormGroups, JOHNSON_NORM_GROUPS, neoNormTable } from './neo-norms';
import { groupModels } from './norm-check-model';
import type { SimulationOptions } from './simulate-norm-check';
import { checkNormTable, facetLayouts, NORM_CHECK_DEFAULTS, simulateNormSample } from './simulate-norm-check';

// scoring/ is typed without DOM or Node (tsconfig "types": []): the one output this script needs.
declare const console: { log: (text: string) => void };

const layouts = facetLayouts(IPIP_NEO_300_POOL, neoDefinition.items);

const withCombined = (groups: NeoNormGroup[]) => [...groups, combineNormGroups(groups)];

function section(title: string, body: string): string {
  return `#### ${title}\n\n${body}\n`;
}

function formName(options: SimulationOptions): string {
  return options.anchor === 'long' ? '300' : '120';
}

function report(options: SimulationOptions, withTeeth: boolean): string[] {
  const sample = simulateNormSample(JOHNSON_NORM_GROUPS, layouts, options);
  const out = [
    section(`Model fitted with the ${formName(options)}-item SDs kept exactly (* = correlation clamped to 0..1)`, modelTable(groupModels(JOHNSON_NORM_GROUPS, options.anchor))),
    section('Simulated sums against the model\'s norms of each band (largest gap, raw points)', reproductionTable(sample)),
    section(`T-scores of the 240-item form (${optionsText(options)})`, checkTable(checkNormTable(sample, neoDefinition.norms))),
  ];
  if (withTeeth) {
    const rows = [
      { label: 'the product\'s norms (8 items per facet)', checks: checkNormTable(sample, neoDefinition.norms) },
      { label: 'the norms up to scoring version 1.1.0 (interpolated to 8 items)', checks: checkNormTable(sample, withCombined(interpolatedNeoNorms(JOHNSON_NORM_GROUPS, 8))) },
      ...[4, 7, 9, 10].map((items) => ({ label: `norms carried to ${items} items per facet${items === 4 ? ' (= the plain 120-item norms)' : ''}`, checks: checkNormTable(sample, neoNormTable(items)) })),
    ];
    out.push(section('Teeth: the same sample scored against other norms', teethTable(rows)));
  }
  return out;
}

console.log([...report(NORM_CHECK_DEFAULTS, true), ...report({ ...NORM_CHECK_DEFAULTS, anchor: 'short' }, false)].join('\n'));

/**
 * Prints the tables of provenance.md's "Norms that keep the age effect":
 *
 *     npx tsx scoring/src/neo/print-age-norms.ts
 *
 * the adult pool's fitted weights, the before/after table of the 210 adult cells (the norms up to
 * scoring version 1.1.0 against ours) and the age gradient check. Deterministic.
 */
import { roundTo } from '../round-to';
import { checkAgeGradients } from './age-gradient-check';
import { fitAdultPoolWeights } from './fit-pool-weights';
import { interpolatedNeoNorms } from './interpolated-norms';
import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';
import { neoDefinition } from './neo-definition';
import { JOHNSON_NORM_GROUPS } from './neo-norms';
import { ADULT_POOL_WEIGHTS } from './norm-pools';

// scoring/ is typed without DOM or Node (tsconfig "types": []): the one output this script needs.
declare const console: { log: (text: string) => void };

const fixed = (value: number, digits: number) => value.toFixed(digits);
const signed = (value: number) => (value >= 0 ? `+${fixed(value, 1)}` : `−${fixed(-value, 1)}`);

const lines: string[] = [];
lines.push('#### Adult pool weights (21-40, 41-60, over 60)\n');
lines.push('| sex | fitted | rms per item | stored |');
lines.push('|---|---|---:|---|');
for (const sex of ['M', 'F'] as const) {
  const fit = fitAdultPoolWeights(JOHNSON_NORM_GROUPS, sex);
  lines.push(`| ${sex} | ${fit.weights.map((weight) => fixed(weight, 3)).join(' / ')} | ${fixed(fit.rms, 3)} | ${ADULT_POOL_WEIGHTS[sex].join(' / ')} |`);
}

const before = interpolatedNeoNorms(JOHNSON_NORM_GROUPS, 8);
const after = neoDefinition.norms;
const scales = [...NEO_FACET_CYCLE, ...NEO_DOMAIN_CODES];
let moved = 0;
let cells = 0;
let worst = { shift: 0, where: '' };
const rows: string[] = [];
for (const next of after.filter((group) => group.ageMin !== null && group.sex !== 'combined')) {
  const old = before.find((group) => group.id === next.id);
  if (old === undefined) throw new Error(`no old norms for ${next.id}`);
  for (const code of scales) {
    const isDomain = (NEO_DOMAIN_CODES as readonly string[]).includes(code);
    const was = isDomain ? old.domains[code as (typeof NEO_DOMAIN_CODES)[number]] : old.facets[code as (typeof NEO_FACET_CYCLE)[number]];
    const now = isDomain ? next.domains[code as (typeof NEO_DOMAIN_CODES)[number]] : next.facets[code as (typeof NEO_FACET_CYCLE)[number]];
    // what the old norms said of a respondent at the band's mean under the new ones
    const shift = (10 * (now.mean - was.mean)) / was.sd;
    cells += 1;
    if (Math.abs(shift) >= 2) moved += 1;
    if (Math.abs(shift) > Math.abs(worst.shift)) worst = { shift, where: `${next.label} ${code}` };
    rows.push(`| ${next.label} | ${code} | ${fixed(was.mean, 2)} / ${fixed(was.sd, 2)} | ${fixed(now.mean, 2)} / ${fixed(now.sd, 2)} | ${fixed(50 + shift, 1)} |`);
  }
}
lines.push(`\n#### Before and after: the ${cells} adult cells\n`);
lines.push(
  `${moved} of ${cells} cells move by 2 T or more; the largest: ${worst.where}, ${signed(worst.shift)} T. "T then" is the T-score the old norms gave a respondent at the band's new mean (50 under the new norms).\n`,
);
lines.push('| group | scale | mean / SD up to 1.1.0 | mean / SD from 1.2.0 | T then |');
lines.push('|---|---|---|---|---:|');
lines.push(...rows);

const gradients = checkAgeGradients(after, JOHNSON_NORM_GROUPS, 8);
const old = checkAgeGradients(before, JOHNSON_NORM_GROUPS, 8);
lines.push('\n#### The age gradient check\n');
lines.push(`Our norms: ${gradients.filter((cell) => cell.passes).length} of ${gradients.length} cells within 5%.`);
const withGradient = old.filter((cell) => Math.abs(cell.short) > 1e-6);
lines.push(
  `The norms up to 1.1.0: ${withGradient.filter((cell) => cell.passes).length} of the ${withGradient.length} cells with a gradient pass; their gradient is ${roundTo(withGradient[0] ? withGradient[0].form / withGradient[0].short : 0, 3)} of the 120-item form's.`,
);
console.log(lines.join('\n'));

import type { TextItem } from './choice-item';
import type { InstrumentInfo, Provenance } from './instrument-info';
import { ScoringError } from './scoring-error';

/** Licensed wording for one item: its text and/or its own option labels, keyed by option value. */
export interface ItemTextReplacement {
  text?: string;
  options?: Readonly<Record<string, string>>;
}

/**
 * What an operator supplies to ship licensed text (e.g. the BDI-II statements) through our
 * definition format. The structure (ids, order, option values, keys, bands, norms) stays ours;
 * only wording changes, so scoring is unaffected and results stay comparable.
 */
export interface LicensedTexts {
  /** A new content version, e.g. '1.0.0+bdi-ii'; results record it. */
  instrumentVersion: string;
  provenance: Provenance;
  /** Replacement per item id. Items left out keep their text. */
  items: Readonly<Record<string, ItemTextReplacement>>;
  instructions?: string;
}

function nonEmpty(text: string, where: string): string {
  if (text.trim() === '') {
    throw new ScoringError('invalid_answer', `Replacement text for ${where} is empty.`, where);
  }
  return text;
}

function replaceOne<I extends TextItem>(item: I, replacement: ItemTextReplacement): I {
  let options = item.options;
  if (replacement.options !== undefined) {
    const own = item.options;
    if (own === undefined) {
      throw new ScoringError('unknown_question', `Item ${item.id} has no options of its own to replace.`, item.id);
    }
    const known = new Set(own.map((option) => option.value));
    for (const value of Object.keys(replacement.options)) {
      if (!known.has(value)) {
        throw new ScoringError('unknown_question', `Item ${item.id} has no option with value ${value}.`, item.id);
      }
    }
    const labels = replacement.options;
    options = own.map((option) => {
      const label = labels[option.value];
      return label === undefined ? option : { ...option, label: nonEmpty(label, `${item.id}/${option.value}`) };
    });
  }
  const text = replacement.text === undefined ? item.text : nonEmpty(replacement.text, item.id);
  return options === undefined ? { ...item, text } : { ...item, text, options };
}

/**
 * Returns a copy of `definition` with item texts (and option labels) replaced by id. Unknown
 * ids, unknown option values and empty texts are refused, so a licensed text file can never
 * change the number, order or scoring of the items.
 */
export function replaceItemTexts<I extends TextItem, D extends InstrumentInfo & { items: readonly I[] }>(
  definition: D,
  licensed: LicensedTexts,
): D {
  const ids = new Set(definition.items.map((item) => item.id));
  for (const id of Object.keys(licensed.items)) {
    if (!ids.has(id)) {
      throw new ScoringError('unknown_question', `No item with id ${id} in ${definition.id}.`, id);
    }
  }
  const items = definition.items.map((item) => {
    const replacement = licensed.items[item.id];
    return replacement === undefined ? item : replaceOne(item, replacement);
  });
  return {
    ...definition,
    instrumentVersion: nonEmpty(licensed.instrumentVersion, 'instrumentVersion'),
    provenance: licensed.provenance,
    instructions: licensed.instructions === undefined ? definition.instructions : nonEmpty(licensed.instructions, 'instructions'),
    items,
  };
}

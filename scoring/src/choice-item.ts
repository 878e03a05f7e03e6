/** One answer option as stored ('0'..'4', '-2'..'2', ...) and as shown. */
export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * A question whose texts can be replaced by licensed wording (see replace-item-texts.ts).
 * `options` is present when an item has its own option texts (e.g. the depression statements);
 * items that share one option scale (NEO, readiness) leave it out.
 */
export interface TextItem {
  id: string;
  text: string;
  options?: readonly ChoiceOption[];
}

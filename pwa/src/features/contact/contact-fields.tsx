import type { FieldErrors } from '@career/sync-server/contract/api-error';
import {
  COUNTRY_CODES,
  EDUCATION_LEVELS,
  GENDERS,
  GOALS,
  HOW_HEARD,
  INDUSTRIES,
  STATUSES,
  US_STATES,
  countryName,
} from '@career/sync-server/public/contract/contact-options';
import { CONTACT_LIMITS } from '@career/sync-server/public/contract/contact-schemas';
import { Field, Input, Radio, RadioGroup, Select, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { InputProps } from '@fluentui/react-components';
import { ChoiceCheckboxes } from './choice-checkboxes';
import type { ContactField, ContactForm } from './contact-form-model';

const useStyles = makeStyles({
  fields: { display: 'grid', gap: '14px', gridTemplateColumns: 'minmax(0, 1fr)' },
  pair: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '14px', '@media (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  place: { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '14px', '@media (max-width: 560px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
  // 6 rows to start, resizable up to 10 (spec section 9).
  message: { maxHeight: `calc(10 * ${tokens.lineHeightBase300} + 12px)` },
  // The honeypot: off screen and out of the accessibility tree; only a bot fills it in.
  trap: { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' },
});

/** United States first, then every other country by name. */
const COUNTRIES = [
  { code: 'US', name: countryName('US') },
  ...COUNTRY_CODES.filter((code) => code !== 'US')
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en')),
];

export interface ContactFieldsProps {
  form: ContactForm;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (change: Partial<ContactForm>) => void;
}

/** Every field of 'Let's Chat!' in the spec's order, each with its message beside it. */
export function ContactFields({ form, errors, disabled, onChange }: ContactFieldsProps) {
  const styles = useStyles();
  const state = (name: ContactField) => (errors[name] ? 'error' : 'none');
  const set = <K extends keyof ContactForm>(name: K, value: ContactForm[K]) => {
    const part: Partial<ContactForm> = {};
    part[name] = value;
    onChange(part);
  };

  const text = (name: 'firstName' | 'lastName' | 'email' | 'city', label: string, extra: Partial<InputProps> = {}, required = false) => (
    <Field label={label} required={required} validationState={state(name)} validationMessage={errors[name]} data-contact-field={name}>
      <Input name={name} value={form[name]} disabled={disabled} onChange={(_event, data) => set(name, data.value)} {...extra} />
    </Field>
  );

  const amount = (name: 'age' | 'currentSalary' | 'desiredSalary', label: string, dollars: boolean) => (
    <Field label={label} validationState={state(name)} validationMessage={errors[name]} data-contact-field={name}>
      <Input
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        contentBefore={dollars ? '$' : undefined}
        value={form[name]}
        disabled={disabled}
        onChange={(_event, data) => set(name, data.value)}
      />
    </Field>
  );

  const select = (name: 'industry' | 'reference' | 'state' | 'country', label: string, options: readonly { value: string; label: string }[]) => (
    <Field label={label} validationState={state(name)} validationMessage={errors[name]} data-contact-field={name}>
      <Select name={name} value={form[name]} disabled={disabled} onChange={(_event, data) => set(name, data.value)}>
        <option value="">Choose...</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );

  const radios = (name: 'gender' | 'education', label: string, options: readonly string[]) => (
    <Field label={label} validationState={state(name)} validationMessage={errors[name]} data-contact-field={name}>
      <RadioGroup name={name} value={form[name]} disabled={disabled} onChange={(_event, data) => set(name, data.value)}>
        {options.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
    </Field>
  );

  const same = (options: readonly string[]) => options.map((option) => ({ value: option, label: option }));

  return (
    <div className={styles.fields}>
      <div className={styles.pair}>
        {text('firstName', 'First name', { autoComplete: 'given-name', maxLength: CONTACT_LIMITS.name }, true)}
        {text('lastName', 'Last name', { autoComplete: 'family-name', maxLength: CONTACT_LIMITS.name }, true)}
      </div>
      <div className={styles.pair}>
        {text('email', 'Email', { type: 'email', autoComplete: 'email' }, true)}
        {amount('age', 'Age', false)}
      </div>
      <Field label="Message" required validationState={state('message')} validationMessage={errors.message} data-contact-field="message">
        <Textarea
          name="message"
          rows={6}
          resize="vertical"
          textarea={{ className: styles.message, maxLength: CONTACT_LIMITS.message }}
          value={form.message}
          disabled={disabled}
          onChange={(_event, data) => set('message', data.value)}
        />
      </Field>
      {radios('gender', 'Gender', GENDERS)}
      <ChoiceCheckboxes label="Status" name="status" options={STATUSES} value={form.status} error={errors.status} disabled={disabled} onChange={(status) => set('status', status)} />
      <ChoiceCheckboxes label="Goal" name="goal" options={GOALS} value={form.goal} error={errors.goal} disabled={disabled} onChange={(goal) => set('goal', goal)} />
      {radios('education', 'Highest education', EDUCATION_LEVELS)}
      {select('industry', 'Industry / position', same(INDUSTRIES))}
      <div className={styles.pair}>
        {amount('currentSalary', 'Current salary (pre-tax, $)', true)}
        {amount('desiredSalary', 'Desired salary (pre-tax, $)', true)}
      </div>
      {select('reference', 'How did you hear about us?', same(HOW_HEARD))}
      <div className={styles.place}>
        {text('city', 'City', { autoComplete: 'address-level2', maxLength: CONTACT_LIMITS.city })}
        {select('state', 'State', Object.entries(US_STATES).map(([value, label]) => ({ value, label })))}
        {select('country', 'Country', COUNTRIES.map((country) => ({ value: country.code, label: country.name })))}
      </div>
      <div className={styles.trap} aria-hidden="true">
        <label>
          Website (leave empty)
          <input name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => set('website', event.target.value)} />
        </label>
      </div>
    </div>
  );
}

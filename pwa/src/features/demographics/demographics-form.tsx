import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Button, Field, Input, Radio, RadioGroup, makeStyles } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { ApiError } from '../../api/api-error';
import { CURRENT_USER_KEY } from '../auth/current-user-query';
import { Notice } from '../../layout/notice';
import { saveDemographics } from './demographics-api';
import type { SexChoice } from './demographics-model';
import { DEMOGRAPHICS_WHY, SEX_LABELS, initialSex, readBirthYear } from './demographics-model';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px', maxWidth: '520px' },
  year: { maxWidth: '160px' },
  actions: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
});

const SEX_ORDER = ['female', 'male', 'unspecified'] as const;

/**
 * Birth year and sex, both optional, with why they are asked; saved to the account, which scores a
 * completed NEO again when they change its norm group. Typed values stay on a failed save.
 */
export function DemographicsForm({ user, now = () => new Date() }: { user: CurrentUserDto; now?: () => Date }) {
  const styles = useStyles();
  const queryClient = useQueryClient();
  const whyId = useId();
  const [yearText, setYearText] = useState(user.birthYear === null ? '' : String(user.birthYear));
  const [sex, setSex] = useState<SexChoice>(() => initialSex(user));
  const [yearError, setYearError] = useState<string | undefined>();
  const [saved, setSaved] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: saveDemographics,
    onSuccess: async (result) => {
      setSaved(`Saved. Your personality answers are compared with estimated norms for ${result.comparedWith}.${result.neoRescored ? ' Your personality results were scored again.' : ''}`);
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
  const serverError = mutation.error instanceof ApiError ? mutation.error : undefined;
  const fieldError = (field: string) => serverError?.fields[field];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(undefined);
    const year = readBirthYear(yearText, now());
    setYearError(year.error);
    if (year.error) return;
    mutation.mutate({ birthYear: year.value, sex: sex === '' ? 'unspecified' : sex });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={whyId}>
      <Body1 id={whyId}>{DEMOGRAPHICS_WHY}</Body1>
      <Field label="Birth year" validationMessage={yearError ?? fieldError('birthYear')} hint="For example 1990. Leave it empty not to say.">
        <Input
          className={styles.year}
          inputMode="numeric"
          autoComplete="bday-year"
          maxLength={4}
          value={yearText}
          onChange={(_, data) => {
            setYearText(data.value);
            setYearError(undefined);
          }}
        />
      </Field>
      <Field label="Sex" validationMessage={fieldError('sex')}>
        <RadioGroup value={sex} layout="horizontal" onChange={(_, data) => setSex(data.value as SexChoice)}>
          {SEX_ORDER.map((value) => (
            <Radio key={value} value={value} label={SEX_LABELS[value]} />
          ))}
        </RadioGroup>
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {saved ? <Notice intent="success">{saved}</Notice> : null}
      {mutation.error && !serverError?.fields.birthYear && !serverError?.fields.sex ? (
        <Notice intent="error">{mutation.error instanceof ApiError ? mutation.error.message : 'Something went wrong. Please try again.'}</Notice>
      ) : null}
    </form>
  );
}

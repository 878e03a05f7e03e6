import { Body1, Button, makeStyles } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSetPostAuthDestination } from '../../app/guards';
import { useFlash } from '../../flash/flash-context';
import { AppLink } from '../../layout/app-link';
import { chosenPlanOf } from '../plans/chosen-plan';
import { choosePlan, register } from './auth-api';
import { AuthCard } from './auth-card';
import { CURRENT_USER_KEY } from './current-user-query';
import { ProofStatus } from './proof-status';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useFormSubmit } from './use-form-submit';
import { useProofRetry } from './use-proof-retry';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'password2'] as const;
type Form = Record<(typeof FIELDS)[number], string>;

const useStyles = makeStyles({ actions: { display: 'flex', alignItems: 'center', gap: '8px', flexWrap: 'wrap', marginTop: '4px' } });

/** Sign up. A plan chosen before signing up is carried over: free is initialised, paid goes to checkout. */
export function RegisterPage() {
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setDestination = useSetPostAuthDestination();
  const { show } = useFlash();
  const plan = chosenPlanOf(location.state);
  const [form, setForm] = useState<Form>({ firstName: '', lastName: '', email: '', password: '', password2: '' });
  const { busy, errors, run } = useFormSubmit(FIELDS);
  const { checking, withProof } = useProofRetry();
  const set = (field: keyof Form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = () =>
    run(async () => {
      const { userId } = await withProof((proof) => register({ ...form, proof }));
      if (plan?.planId === 'free') {
        await choosePlan(userId, 'free');
        show('Free plan initialized!', 'success');
        setDestination({ to: '/' });
      } else if (plan) {
        setDestination({ to: '/checkout', state: plan });
      } else {
        setDestination({ to: '/plans' });
      }
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    });

  return (
    <AuthCard
      title="Sign Up"
      error={errors.form}
      onSubmit={() => void submit()}
      footer={
        <Body1>
          Already have an account?{' '}
          <AppLink to="/login">Log In</AppLink>
        </Body1>
      }
    >
      {plan ? <Body1>Selected plan: {plan.planName}</Body1> : null}
      <TextField label="First Name" name="firstName" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} error={errors.fields.firstName} required />
      <TextField label="Last Name" name="lastName" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} error={errors.fields.lastName} required />
      <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.fields.email} required />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" value={form.password} onChange={set('password')} error={errors.fields.password} required />
      <TextField label="Confirm Password" name="password2" type="password" autoComplete="new-password" value={form.password2} onChange={set('password2')} error={errors.fields.password2} required />
      <div className={styles.actions}>
        <SubmitButton busy={busy}>Sign Up</SubmitButton>
        <Button onClick={() => navigate(-1)}>Back</Button>
        <ProofStatus checking={checking} />
      </div>
    </AuthCard>
  );
}

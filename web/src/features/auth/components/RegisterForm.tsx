import { RegisterForm as RegisterFormSchema } from '@qabul/api/schemas';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { auth as t } from '../../../config/messages.ts';
import { paths } from '../../../config/routes.ts';
import { useSchemaForm } from '../../../lib/form.ts';
import { rememberNewOwner } from '../../../lib/new-owner.ts';
import { useRegister } from '../api/register.ts';

export function RegisterForm({ onFinishing }: { onFinishing: () => void }) {
  const navigate = useNavigate();
  const register = useRegister();
  const form = useSchemaForm(RegisterFormSchema, { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' });
  const { field } = form;

  return (
    <form
      className="form-stack"
      noValidate
      onSubmit={form.handleSubmit(({ confirmPassword: _, ...body }) => {
        onFinishing();
        register.mutate(body, {
          onSuccess: (user) => {
            rememberNewOwner(user.id);
            navigate(paths.subscriptionSelection, { replace: true });
          },
          onError: form.onSubmitError(t.registerError),
        });
      })}
    >
      <div className="grid-2">
        <TextField label={t.firstName} autoComplete="given-name" {...field('firstName')} />
        <TextField label={t.lastName} autoComplete="family-name" {...field('lastName')} />
      </div>
      <TextField label={t.email} type="email" inputMode="email" autoComplete="email" {...field('email')} />
      <TextField label={t.password} type="password" autoComplete="new-password" {...field('password')} />
      <TextField label={t.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" block size="lg" loading={register.isPending}>
        {register.isPending ? t.registering : t.register}
      </Button>
    </form>
  );
}

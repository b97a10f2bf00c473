import { useState, type FormEvent } from 'react';
import { staffRoles, type StaffRole } from '@common/rules/staff';
import { staffRoleChangeSchema } from '@common/schemas/staff';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useChangeStaffRole, useStaffList } from './api';

/** Grant or revoke one role of an account by its email; each change is audited. */
function RoleChangeForm() {
  const grant = useChangeStaffRole('grant');
  const revoke = useChangeStaffRole('revoke');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [problem, setProblem] = useState<string | null>(null);
  const change = (which: 'grant' | 'revoke') => (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = staffRoleChangeSchema.safeParse({ email, role });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Check the email and role.');
      return;
    }
    setProblem(null);
    (which === 'grant' ? grant : revoke).mutate(parsed.data, {
      onSuccess: () =>
        toast({ title: which === 'grant' ? `${role} granted to ${parsed.data.email}` : `${role} revoked from ${parsed.data.email}` }),
      onError: (error) => setProblem(errorMessage(error, 'The role could not be changed.')),
    });
  };
  return (
    <form noValidate onSubmit={change('grant')} aria-label="Grant or revoke a role" className="grid gap-3 sm:max-w-md">
      <Field
        label="Account email"
        type="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem ?? undefined}
      />
      <SelectField
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        options={staffRoles.map((value) => ({ value, label: value }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={grant.isPending}>
          Grant role
        </Button>
        <Button variant="outline" onClick={() => change('revoke')()} disabled={revoke.isPending}>
          Revoke role
        </Button>
      </div>
    </form>
  );
}

/** The staff accounts with their roles and second factor; an admin grants and revokes here. */
export function StaffSection() {
  const staff = useStaffList();
  return (
    <div className="grid gap-6">
      <RoleChangeForm />
      {staff.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : staff.isError ? (
        <LoadError title="The staff could not be loaded" error={staff.error} onRetry={() => void staff.refetch()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Staff accounts</caption>
            <thead>
              <tr className="text-muted-foreground">
                <th scope="col" className="py-2 pr-4">
                  Name
                </th>
                <th scope="col" className="py-2 pr-4">
                  Email
                </th>
                <th scope="col" className="py-2 pr-4">
                  Roles
                </th>
                <th scope="col" className="py-2">
                  Two-factor
                </th>
              </tr>
            </thead>
            <tbody>
              {staff.data.map((member) => (
                <tr key={member.userId} className="border-t border-border">
                  <td className="py-2 pr-4">{member.name}</td>
                  <td className="py-2 pr-4 [overflow-wrap:anywhere]">{member.email}</td>
                  <td className="py-2 pr-4">{member.roles.join(', ')}</td>
                  <td className="py-2">{member.enrolled ? 'On' : 'Not set up'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

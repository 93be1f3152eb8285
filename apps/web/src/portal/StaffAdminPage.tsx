import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { getAllClubs } from '@clubjoin/contract/clubs';
import {
  addStaff,
  changeStaffAssignment,
  deactivateStaff,
  listStaff,
  type StaffMember,
} from '@clubjoin/contract/teamMember';
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '@clubjoin/domain/staff/roles';
import { newStaffSchema, staffAssignmentSchema } from '@clubjoin/domain/staff/staffForms';
import type { z } from 'zod';
import { trackedCall } from '../api/trackedCall';
import { trackedQuery, useTrackedQuery } from '../api/useTrackedQuery';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { PasswordField } from '../ui/PasswordField';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { callShowingRefusal } from './formRefusal';
import styles from './Portal.module.css';

const STAFF_KEY = trackedQuery(listStaff, {}).queryKey;

function RoleOptions() {
  return (
    <>
      <option value="">Choose a role</option>
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </>
  );
}

function ClubOptions({
  clubs,
}: {
  clubs: readonly { mmsClubId: string; marketingClubName: string }[];
}) {
  return clubs.map((club) => (
    <option key={club.mmsClubId} value={club.mmsClubId}>
      {club.marketingClubName}
    </option>
  ));
}

type Clubs = readonly { mmsClubId: string; marketingClubName: string }[];
const CLUBS_HINT = 'Hold Ctrl (or ⌘) to choose several. An administrator acts for every club.';

function AddStaffForm({ clubs, onAdded }: { clubs: Clubs; onAdded: () => void }) {
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<string>();
  const { register, handleSubmit, setError, reset, formState } = useForm<
    z.input<typeof newStaffSchema>
  >({
    resolver: zodResolver(newStaffSchema),
    defaultValues: { email: '', displayName: '', role: '' as never, clubIds: [], password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setBusy(true);
    try {
      const staff = await callShowingRefusal(
        () =>
          trackedCall(addStaff, { body: values }, { handled: (error) => error.fields.length > 0 }),
        setError,
        'email',
      );
      if (staff) {
        setAdded(`${staff.displayName} was added and can sign in now.`);
        reset();
        onAdded();
      }
    } finally {
      setBusy(false);
    }
  });
  const errors = formState.errors;
  return (
    <Card title="Add a team member">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <TextField
          label="Email address"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <SelectField label="Role" error={errors.role?.message} {...register('role')}>
          <RoleOptions />
        </SelectField>
        <SelectField
          label="Clubs"
          multiple
          size={6}
          hint={CLUBS_HINT}
          error={errors.clubIds?.message}
          {...register('clubIds')}
        >
          <ClubOptions clubs={clubs} />
        </SelectField>
        <PasswordField
          label="First password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" loading={busy}>
          Add team member
        </Button>
        <p role="status">{added}</p>
      </form>
    </Card>
  );
}

function EditStaffForm({
  staff,
  clubs,
  onDone,
}: {
  staff: StaffMember;
  clubs: Clubs;
  onDone: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof staffAssignmentSchema>
  >({
    resolver: zodResolver(staffAssignmentSchema),
    defaultValues: { role: staff.role, clubIds: staff.clubIds },
  });
  const submit = handleSubmit(async (body) => {
    setBusy(true);
    try {
      const changed = await callShowingRefusal(
        () =>
          trackedCall(
            changeStaffAssignment,
            { params: { staffId: staff.staffId }, body },
            { handled: (error) => error.fields.length > 0 },
          ),
        setError,
        'role',
      );
      if (changed) onDone();
    } finally {
      setBusy(false);
    }
  });
  return (
    <Card title={`Role and clubs of ${staff.displayName}`}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <SelectField label="Role" error={formState.errors.role?.message} {...register('role')}>
          <RoleOptions />
        </SelectField>
        <SelectField
          label="Clubs"
          multiple
          size={6}
          hint={CLUBS_HINT}
          error={formState.errors.clubIds?.message}
          {...register('clubIds')}
        >
          <ClubOptions clubs={clubs} />
        </SelectField>
        <Button type="submit" loading={busy}>
          Save
        </Button>{' '}
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </form>
    </Card>
  );
}

/**
 * The administrator's staff screen: every team member with their role, clubs and whether they
 * are active; add one, change a role and clubs, deactivate (which ends their sessions). The forms
 * run the domain's schemas the server runs; what only the server knows shows by its field.
 */
export function StaffAdminPage() {
  const queryClient = useQueryClient();
  const staff = useTrackedQuery(listStaff, {}).data?.staff;
  const clubs = useTrackedQuery(getAllClubs, {}).data ?? [];
  const [editing, setEditing] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const names = new Map(clubs.map((club) => [club.mmsClubId, club.marketingClubName]));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  const deactivate = async (member: StaffMember) => {
    await trackedCall(deactivateStaff, { params: { staffId: member.staffId } });
    setNotice(`${member.displayName} was deactivated and signed out.`);
    refresh();
  };
  const editedStaff = staff?.find((member) => member.staffId === editing);
  return (
    <>
      <p role="status">{notice}</p>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <caption>Team members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Clubs</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {(staff ?? []).map((member) => (
              <tr key={member.staffId}>
                <th scope="row">{member.displayName}</th>
                <td>{member.email}</td>
                <td>{STAFF_ROLE_LABELS[member.role]}</td>
                <td>
                  {member.role === 'administrator'
                    ? 'Every club'
                    : member.clubIds.map((id) => names.get(id) ?? `Club ${id}`).join(', ')}
                </td>
                <td>{member.active ? 'Active' : 'Deactivated'}</td>
                <td>
                  {member.active && (
                    <>
                      <Button
                        variant="secondary"
                        aria-label={`Change role and clubs of ${member.displayName}`}
                        onClick={() => setEditing(member.staffId)}
                      >
                        Change
                      </Button>{' '}
                      <Button
                        variant="secondary"
                        aria-label={`Deactivate ${member.displayName}`}
                        onClick={() => void deactivate(member)}
                      >
                        Deactivate
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {editedStaff && (
        <EditStaffForm
          key={editedStaff.staffId}
          staff={editedStaff}
          clubs={clubs}
          onDone={() => {
            setEditing(undefined);
            refresh();
          }}
        />
      )}
      <AddStaffForm clubs={clubs} onAdded={refresh} />
    </>
  );
}

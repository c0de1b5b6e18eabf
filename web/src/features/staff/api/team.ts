import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInput } from '@qabul/api/schemas';
import { call } from '../../../lib/api-client.ts';
import { teamQuery } from '../../../lib/api/team.ts';
import type { Master } from '../../../lib/types.ts';

export { teamQuery, useTeam } from '../../../lib/api/team.ts';

function useTeamMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['time-slots'] });
    },
  });
}

/** POST /api/staff or PUT /api/staff/:id. */
export function useSaveMaster() {
  return useTeamMutation(({ id, input }: { id: string | null; input: StaffInput }) =>
    id ? call('PUT /api/staff/:id', { params: { id }, body: input }) : call('POST /api/staff', { body: input }),
  );
}

/** DELETE /api/staff/:id — refused (409) while the master has upcoming bookings. */
export function useDeleteMaster() {
  return useTeamMutation((id: string) => call('DELETE /api/staff/:id', { params: { id } }));
}

/** POST /api/staff/:id/invite — an e-mail with a link to the master's own view. */
export function useInviteMaster() {
  return useTeamMutation((id: string) => call('POST /api/staff/:id/invite', { params: { id } }));
}

/** What PUT takes back from a master as listed (to flip one field). */
export function inputOf(master: Master): StaffInput {
  return {
    name: master.name,
    title: master.title,
    photoUrl: master.photoUrl,
    serviceIds: master.serviceIds,
    availability: master.availability as StaffInput['availability'],
    telegramUsername: master.telegramUsername,
    email: master.email,
    isActive: master.isActive,
  };
}

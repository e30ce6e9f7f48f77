import { defaultCurrencyId } from '@showdesk/domain/common/currencies';
import type { VariablesSettings } from '@showdesk/domain/platform/settings';
import { useQuery } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

/** The event's currency (its variables settings), for item prices; the default until known. */
export function useEventCurrency(): string {
  const { event } = useSession();
  const variables = useQuery({
    queryKey: ['events', event.id, 'settings', 'variables'],
    queryFn: () => api.get<VariablesSettings>(eventPath(event.id, '/settings/variables')),
    staleTime: 5 * 60_000,
  });
  return variables.data?.currencyId ?? defaultCurrencyId;
}

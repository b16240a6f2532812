import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGES_QUERY } from '@hospital/ui';
import { parseMessageQuery, withMessageQuery } from './messageQueryParams.ts';

describe('the Messages tab in the URL', () => {
  it('survives the trip through the URL, beside the tab and the appointments’ own filters', () => {
    const query = { status: 'failed', kind: 'reminder', channel: 'sms', page: 3 } as const;
    const search = withMessageQuery(new URLSearchParams('tab=messages&status=cancelled&page=2'), query);
    expect(search.toString()).toBe('tab=messages&status=cancelled&page=2&messageStatus=failed&messageKind=reminder&messageChannel=sms&messagePage=3');
    expect(parseMessageQuery(search)).toEqual(query);
  });

  it('leaves the defaults out, and reads a missing or unknown value as the default', () => {
    expect(withMessageQuery(new URLSearchParams('tab=messages&messageStatus=failed'), DEFAULT_MESSAGES_QUERY).toString()).toBe('tab=messages');
    expect(parseMessageQuery(new URLSearchParams('messageStatus=lost&messagePage=0'))).toEqual(DEFAULT_MESSAGES_QUERY);
  });
});

import {
  messageCountSchema,
  messageDetailSchema,
  messageListSchema,
  type MessageCount,
  type MessageDetail,
  type MessageList,
} from '@zechus/shared';
import { api } from '../../../lib/api.ts';

const BASE = '/api/office/messages';

/** Query keys: everything of this area starts with ['office', 'messages']. */
export const messagesKeys = {
  all: ['office', 'messages'] as const,
  list: (query: string) => ['office', 'messages', 'list', query] as const,
  count: ['office', 'messages', 'count'] as const,
  detail: (id: number) => ['office', 'messages', 'detail', id] as const,
};

export const fetchMessages = async (query: string, signal?: AbortSignal): Promise<MessageList> =>
  messageListSchema.parse(await api.get(`${BASE}?${query}`, { signal }));

export const fetchMessageCount = async (signal?: AbortSignal): Promise<MessageCount> =>
  messageCountSchema.parse(await api.get(`${BASE}/count`, { signal }));

export const fetchMessage = async (id: number, signal?: AbortSignal): Promise<MessageDetail> =>
  messageDetailSchema.parse(await api.get(`${BASE}/${id}`, { signal }));

/** Marks a message handled (true) or new again (false). */
export const markMessage = async (id: number, handled: boolean): Promise<MessageDetail> =>
  messageDetailSchema.parse(await api.post(`${BASE}/${id}/${handled ? 'handled' : 'new'}`));

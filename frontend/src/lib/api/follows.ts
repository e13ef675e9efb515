/**
 * The signed-in person's followed universities (GET, POST, DELETE /api/follows): the follow
 * button (guide page, /Status, desire list) and the account page read and change them. One SWR
 * key per session user; every write revalidates it, so every button on the page agrees.
 */
import useSWR from 'swr';
import { apiFetch } from '@/lib/api-client';
import { getSession } from '@/lib/session';

export type FollowedUniversity = {
  university: string;
  university_Arabic_Name: string;
  category: string | null;
  mail_alerts: boolean;
  followedAt: string;
  /** The university's .ics (`/api/calendar/university/<code>.ics`). */
  calendar: string;
};

export type FollowsAnswer = {
  follows: FollowedUniversity[];
  /** The person's own calendar feed (a secret URL a calendar app subscribes to), or null. */
  calendar: string | null;
};

export const followsKey = '/api/follows';

export const getFollows = () => apiFetch<FollowsAnswer>(followsKey);

export const useFollows = (enabled: boolean) =>
  useSWR(enabled ? [followsKey, getSession().userId] : null, getFollows, { revalidateOnFocus: false });

export const followUniversity = (code: string) =>
  apiFetch<{ university: string; following: true }>(followsKey, { method: 'POST', body: { university: code } });

export const unfollowUniversity = (code: string) =>
  apiFetch<{ university: string; following: false }>(`${followsKey}/${encodeURIComponent(code)}`, {
    method: 'DELETE',
  });

export const isFollowing = (answer: FollowsAnswer | undefined, code: string) =>
  !!answer?.follows.some((f) => f.university.toLowerCase() === code.toLowerCase());

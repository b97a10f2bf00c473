import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePostPayload, CreatorQuestionList, Post, QuestionList, ReportPostPayload } from '@common/schemas/questions';
import { apiRequest, fetchJson } from '@/lib/api';
import { queryKeys } from '@/lib/query-keys';

/** A project's questions, newest first, each with its answers oldest first, one `GET /api/projects/{id}/questions` page at a time. */
export const questionsQuery = (projectId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.questions.list(projectId),
    queryFn: ({ pageParam }) =>
      fetchJson<QuestionList>(`/api/projects/${projectId}/questions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useQuestions(projectId: string) {
  return useInfiniteQuery(questionsQuery(projectId));
}

/** `POST /api/projects/{id}/questions`; the threads are read again after. */
export function useAskQuestion(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: CreatePostPayload) => apiRequest<Post>('POST', `/api/projects/${projectId}/questions`, post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.questions.list(projectId) }),
  });
}

/** The creator's view of a project's questions (`GET /api/creator/projects/{id}/questions`), those awaiting their answer first. */
export const creatorQuestionsQuery = (projectId: string) =>
  queryOptions({
    queryKey: queryKeys.creatorDashboard.questions(projectId),
    queryFn: () => fetchJson<CreatorQuestionList>(`/api/creator/projects/${projectId}/questions`),
  });

export function useCreatorQuestions(projectId: string) {
  return useQuery(creatorQuestionsQuery(projectId));
}

/**
 * `POST /api/questions/{id}/answers`; the threads are read again after, and the creator
 * dashboard's questions and counts (an answer may be the creator's).
 */
export function useAnswerQuestion(projectId: string, questionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: CreatePostPayload) => apiRequest<Post>('POST', `/api/questions/${questionId}/answers`, post),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.questions.list(projectId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.creatorDashboard.all() }),
      ]),
  });
}

/** `POST /api/posts/{id}/reports`: 204, nothing to read back (a post hides only after three accounts report it). */
export function useReportPost(postId: number) {
  return useMutation({
    mutationFn: (report: ReportPostPayload) => apiRequest<null>('POST', `/api/posts/${postId}/reports`, report),
  });
}

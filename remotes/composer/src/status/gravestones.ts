import {
  markStatusDeletedHere,
  setStatusDeletingHere,
  statusDeletedHere,
  useStatusDeletedHere,
} from '@murmur/shared/core';

// Spec 3 'Post actions': "Delete marks the status deleted at once. A deleted status shows a
// gravestone." At once: on the server's reply, without reloading anything. The mark is kept in
// shared (the streaming link must leave the status in the store when the server's 'delete' event
// comes back), so the gravestone stands where the post was until its list loads again. Only this
// page's deletions are marked: another client's reaches us as a status gone from the lists.

/** Marks a status deleted (the server agreed). */
export const markDeleted = markStatusDeletedHere;

export const isDeleted = statusDeletedHere;

/** A deletion is on its way (the stream's 'delete' may come before the reply). */
export const setDeleting = setStatusDeletingHere;

/** True while `id` (or the post it repeats, `repeatOf`) is marked deleted. */
export const useDeleted = useStatusDeletedHere;

/**
 * Close codes of the sockets that need a session (`/ws/member`, `/ws/chat`; 4000-4999 are the application's):
 * the first frame was refused or the session ended (do not retry with the same token), or no first frame came.
 * Its own module, free of zod, so the site's socket clients import it without the schemas.
 */
export const socketClose = { badAuth: 4401, authTimeout: 4408 } as const;

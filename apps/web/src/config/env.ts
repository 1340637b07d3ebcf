/** Build-time settings. The API is same-origin unless a deployment points the site elsewhere. */
export const env = {
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  /** Sent as the `Device` header on every call. */
  device: 'web',
} as const;

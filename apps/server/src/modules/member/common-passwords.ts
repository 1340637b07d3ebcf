import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, about 49,000 passwords from
 * leaked sets, most frequent first), kept by that project. Server only: the web never ships it and
 * shows the server's answer. Built on first use, compared in lower case.
 */
let list: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  list ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return list.has(password.toLowerCase());
}

/** The logged-in user behind a request, as the session says. */
export interface Principal {
  memberId: number;
  brandId: number;
  customerType: number;
  username: string;
  tokenHash: string;
  loginType: string;
  remember: boolean;
}

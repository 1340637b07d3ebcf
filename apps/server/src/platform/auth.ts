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

/** A back-office operator; `brandId` null means every brand of the deployment. */
export interface OperatorPrincipal {
  id: number;
  username: string;
  brandId: number | null;
}

// Scaffold: replaced by the verification page.
export function FairVerifyPage() {
  return null;
}
